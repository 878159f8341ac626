import { useEffect, useRef, useState } from 'react';
import type { FolderTextsCheck } from '../../../../scripts/lib/check-folder';
import type { FormDefinition } from '../../../forms/core/registry';
import type { CheckRequest } from './form-preview-check.worker';
import type { FolderTexts } from './form-preview-files';

/** The check runs once the person stops typing for this long. */
const CHECK_DELAY_MS = 350;

export interface PreviewCheck extends FolderTextsCheck {
  /** The form last drawn without problems (kept while a new edit has one), with a preview-only id. */
  drawn?: FormDefinition;
  /** True when `drawn` is older than the texts (the latest edit cannot be drawn). */
  stale: boolean;
}

/** What the staff member is told when the checker cannot run: the page says it instead of staying blank. */
export interface CheckerFailure {
  /** The browser's words, when it gave any (a worker that fails to load often gives none). */
  detail: string;
}

let drawings = 0;
const sameForm = (def: FormDefinition | undefined, id: string) => (def?.id.startsWith(`${id}~`) ? def : undefined);

/**
 * forms:check on the folder being edited, in a worker after each pause in typing, and the form to
 * draw. Each drawable version gets an id of its own (`contato~3`): the runner keeps each form's
 * localized view by id and schema, and an edit to ui.json or a translation alone must still show.
 * When the worker cannot start, its module fails to load or a check throws, `failure` says so (the
 * page shows it); the next answer that arrives clears it.
 */
export function useFormPreviewCheck(id: string, texts: FolderTexts | undefined): { check?: PreviewCheck; failure?: CheckerFailure } {
  const [check, setCheck] = useState<PreviewCheck>();
  const [failure, setFailure] = useState<CheckerFailure>();
  const worker = useRef<Worker>(undefined);
  const latest = useRef({ seq: 0, id });

  useEffect(() => {
    let started: Worker;
    try {
      started = new Worker(new URL('./form-preview-check.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      setFailure({ detail: error instanceof Error ? error.message : String(error) });
      return;
    }
    started.onerror = (event: Event) => {
      event.preventDefault(); // said on the page; the console would only repeat it
      setFailure({ detail: (event as Partial<ErrorEvent>).message ?? '' });
    };
    started.onmessageerror = () => setFailure({ detail: '' });
    started.onmessage = ({ data }: MessageEvent<FolderTextsCheck & { seq: number }>) => {
      setFailure(undefined);
      if (data.seq !== latest.current.seq) return; // an older edit's answer, overtaken while it ran
      const result: FolderTextsCheck = { problems: data.problems, def: data.def };
      const formId = latest.current.id;
      setCheck((previous) => ({
        ...result,
        drawn: result.def ? { ...result.def, id: `${formId}~${++drawings}` } : sameForm(previous?.drawn, formId),
        stale: !result.def,
      }));
    };
    worker.current = started;
    return () => started.terminate();
  }, []);

  useEffect(() => {
    if (!texts) return;
    const timer = setTimeout(() => {
      const files = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, text.trim() ? text : undefined]));
      latest.current = { seq: latest.current.seq + 1, id };
      const request: CheckRequest = { seq: latest.current.seq, folder: { id, files } };
      worker.current?.postMessage(request);
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, texts]);
  return { check: texts ? check : undefined, failure };
}
