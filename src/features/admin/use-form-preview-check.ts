import { useEffect, useState } from 'react';
import { checkFolderTexts, type FolderTextsCheck } from '../../../scripts/lib/check-folder';
import type { FormDefinition } from '../../forms/core/registry';
import type { FolderTexts } from './form-preview-files';

/** Checking a folder compiles its schema: it waits until the person stops typing for this long. */
const CHECK_DELAY_MS = 350;

export interface PreviewCheck extends FolderTextsCheck {
  /** The form last drawn without problems (kept while a new edit has one), with a preview-only id. */
  drawn?: FormDefinition;
  /** True when `drawn` is older than the texts (the latest edit cannot be drawn). */
  stale: boolean;
}

let drawings = 0;
const sameForm = (def: FormDefinition | undefined, id: string) => (def?.id.startsWith(`${id}~`) ? def : undefined);

/**
 * forms:check on the folder being edited, after each pause in typing, and the form to draw. Each
 * drawable version gets an id of its own (`contato~3`): the runner keeps each form's localized view
 * by id and schema, and an edit to ui.json or a translation alone must still show.
 */
export function useFormPreviewCheck(id: string, texts: FolderTexts | undefined): PreviewCheck | undefined {
  const [check, setCheck] = useState<PreviewCheck>();
  useEffect(() => {
    if (!texts) return;
    const timer = setTimeout(() => {
      const files = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, text.trim() ? text : undefined]));
      const result = checkFolderTexts({ id, files });
      setCheck((previous) => ({
        ...result,
        drawn: result.def ? { ...result.def, id: `${id}~${++drawings}` } : sameForm(previous?.drawn, id),
        stale: !result.def,
      }));
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, texts]);
  return texts ? check : undefined;
}
