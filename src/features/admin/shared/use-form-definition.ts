import { useEffect, useState } from 'react';
import type { FormDefinition } from '../../../forms/core/registry';
import { formEntries } from '../../../forms/browser-registry';
import { loadFormWithHistory } from './form-with-history';

/** A registered form by id: undefined while loading, null when no folder under schemas/ has that id. */
export function useFormDefinition(formId: string): FormDefinition | null | undefined {
  const known = formEntries.some((e) => e.id === formId);
  const [def, setDef] = useState<FormDefinition | undefined>();
  useEffect(() => {
    if (!known) return;
    let live = true;
    void loadFormWithHistory(formId).then((loaded) => live && setDef(loaded));
    return () => {
      live = false;
    };
  }, [formId, known]);
  if (!known) return null;
  return def?.id === formId ? def : undefined;
}
