import { useCallback, useState } from 'react';
import { applyChange, type PipelineChange } from '../../../backend/pipeline';
import { type WriteFailure, writeFailure } from './pipeline-format';

export interface PipelineWrite {
  /** Which control's change is being written (its buttons show progress), if any. */
  busy: string | undefined;
  /** The last refusal, for the control named `failure.control`. */
  failure: (WriteFailure & { control: string }) | undefined;
  /** How many changes were written since the page opened: the status line announces each. */
  saved: number;
  /** Writes `change` for control `control`; resolves whether it was written. */
  apply: (control: string, change: PipelineChange) => Promise<boolean>;
}

/** One lead's changes, one at a time, with their progress and failures kept for the panel to show. */
export function usePipelineWrite(id: string): PipelineWrite {
  const [busy, setBusy] = useState<string | undefined>();
  const [failure, setFailure] = useState<PipelineWrite['failure']>();
  const [saved, setSaved] = useState(0);
  const apply = useCallback(
    async (control: string, change: PipelineChange) => {
      setBusy(control);
      setFailure(undefined);
      try {
        if (await applyChange(id, change)) setSaved((n) => n + 1);
        return true;
      } catch (error) {
        const failed = writeFailure(error);
        // Input mistakes are said beside the field; anything else also goes to the console for whoever debugs.
        if (failed.detail) console.warn('Pipeline change refused', error);
        setFailure({ ...failed, control });
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [id],
  );
  return { busy, failure, saved, apply };
}
