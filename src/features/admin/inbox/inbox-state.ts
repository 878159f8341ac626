import { useEffect, useMemo, useState } from 'react';
import { type InboxResult, readAheadResult, watchInbox } from '../../../backend/inbox';
import { type StaffMember, watchStaff } from '../../../backend/staff-list';
import type { InboxView } from './inbox-url';

/**
 * The live page of a view. While a new view loads, the last page stays on screen marked `loading`
 * (the table dims and says so) rather than blinking away on every filter change.
 */
export function useInbox(view: InboxView, pageSize?: number): { result?: InboxResult; loading: boolean; error?: Error } {
  const key = JSON.stringify([view, pageSize]);
  // The first page its route's loader read ahead, when it is already there: drawn in the first render.
  const [state, setState] = useState<{ key: string; result?: InboxResult; error?: Error }>(() => {
    const result = readAheadResult({ ...view, pageSize });
    return result ? { key, result } : { key: '' };
  });

  useEffect(() => {
    const request = JSON.parse(key)[0] as InboxView;
    return watchInbox(
      { ...request, pageSize },
      // The same rows (the read ahead, taken by the watch) need no second render of the table.
      (result) => setState((shown) => (shown.key === key && sameResult(shown.result, result) ? shown : { key, result })),
      (error) => {
        console.warn('Inbox not loaded', error);
        setState({ key, error });
      },
    );
  }, [key, pageSize]);

  const current = state.key === key;
  return { result: state.result, loading: !current, error: current ? state.error : undefined };
}

const sameResult = (a: InboxResult | undefined, b: InboxResult) =>
  !!a && a.rows === b.rows && a.total === b.total && a.page === b.page && a.broad === b.broad && a.next?.after === b.next?.after && a.previous?.before === b.previous?.before;

/** The staff members (for the assignee column and filter); an empty list if they cannot be read. */
export function useStaff(): { staff: StaffMember[]; emailOf: (uid: string) => string } {
  const [staff, setStaff] = useState<StaffMember[]>([]);
  useEffect(
    () =>
      watchStaff(setStaff, (error) => {
        // The assignee column then shows what it has; the inbox itself still works.
        console.warn('Staff list not loaded', error);
      }),
    [],
  );
  return useMemo(() => {
    const byUid = new Map(staff.map((s) => [s.uid, s.email]));
    return { staff, emailOf: (uid: string) => byUid.get(uid) ?? uid };
  }, [staff]);
}
