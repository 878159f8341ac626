import { useEffect, useMemo, useState } from 'react';
import { loadContactRanks } from '../../../backend/contact-ranks';
import type { PersonLead } from '../../../domain/person-group';

/** How long after the rows are drawn the marks are asked for: the listener's first answer goes first. */
const AFTER_ROWS_MS = 150;

/**
 * Which contact of their person each row is ("2º contato"), by lead id; empty until known. Asked once
 * the rows are on screen (never before the first paint), and again only when the rows' people change
 * (another page, a new lead), not when a stage or an assignee changes in place. A failure only leaves
 * the marks out: they add to the row, the row is whole without them.
 */
export function useContactRanks(rows: readonly PersonLead[]): ReadonlyMap<string, number> {
  const [ranks, setRanks] = useState<ReadonlyMap<string, number>>(new Map());
  // The rows' people, as a string: a new array of the same leads (every snapshot) asks nothing again.
  const people = rows.map((r) => `${r.id}|${r.emailKey ?? ''}|${r.phoneDigits ?? ''}|${r.receivedAt?.getTime() ?? ''}`).join('\n');
  const asked = useMemo(() => rows, [people]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (asked.length === 0) return;
    let live = true;
    const timer = setTimeout(() => {
      loadContactRanks(asked).then(
        (found) => live && setRanks(found),
        (error: unknown) => console.warn('Contact marks not loaded', error),
      );
    }, AFTER_ROWS_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [asked]);

  return ranks;
}
