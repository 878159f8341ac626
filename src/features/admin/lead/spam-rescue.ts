import { useCallback, useState } from 'react';
import { rescueSpamLead } from '../../../backend/callables';
import { type WriteFailure, writeFailure } from './pipeline-format';

/*
 * "Não é spam": the lead page asks the rescueSpamLead callable (functions/src/rescue-lead.ts) to take a
 * lead out of spam everywhere at once (its submission accepted and e-mailed to the studio once, its
 * summary back to novo with its history entry), rather than writing the summary itself: the browser
 * cannot write the submission, and a summary moved alone is the half rescue this replaces.
 */

/**
 * A refused rescue as the pipeline's other refusals are said (admin.pipeline.errors.*): Firebase's
 * FunctionsError carries codes as 'functions/<code>'. A call that never reached the server comes back
 * as 'internal'; while the browser knows it is offline, that is said as the lost connection it is.
 */
export function rescueFailure(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine !== false): WriteFailure {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const bare = typeof code === 'string' ? code.replace(/^functions\//, '') : undefined;
  const detail = typeof message === 'string' && message ? message : String(error);
  const failure = writeFailure(Object.assign(new Error(detail), { code: bare }));
  return failure.key === 'unexpected' && !online ? { key: 'network', detail } : failure;
}

/** How the last press ended: this call rescued the lead, or a colleague's press did first (`by`, when known). */
export type RescueOutcome = { rescued: true } | { rescued: false; by?: string };

export interface SpamRescue {
  busy: boolean;
  failure: WriteFailure | undefined;
  /** Resolves with the outcome, or undefined when the call was refused (said by `failure`). */
  rescue: () => Promise<RescueOutcome | undefined>;
}

/** One lead's rescue, with its progress and refusal kept for the panel. */
export function useSpamRescue(formId: string, docId: string): SpamRescue {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<WriteFailure | undefined>();
  const rescue = useCallback(async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      // Not rescued when a colleague (or an earlier press) took it out first: the page already shows it in novo.
      const { rescued, by } = await rescueSpamLead(formId, docId);
      return rescued ? { rescued } : { rescued, ...(by ? { by } : {}) };
    } catch (error) {
      console.warn('Rescue from spam refused', error);
      setFailure(rescueFailure(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, [formId, docId]);
  return { busy, failure, rescue };
}
