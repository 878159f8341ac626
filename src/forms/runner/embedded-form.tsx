import { useEffect, useState } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner';
import type { EmbeddedFormId } from '../briefing-links';
import { brokenFormFileOf } from '../broken-form-file';
import type { FormDefinition } from '../core/registry';
import { loadForm } from '../browser-registry';
import { ConfirmationScreen } from './confirmation-screen';
import { FormRunner } from './form-runner';
import { useFormTexts } from './use-form-texts';

/**
 * A form definition without a page of its own, rendered inside another page (e.g. the home page's contact).
 * Only the forms listed in EMBEDDED_FORMS: forms:check then knows how visitors reach them.
 */
export function EmbeddedForm({ formId }: { formId: EmbeddedFormId }) {
  const [def, setDef] = useState<FormDefinition>();
  const [failed, setFailed] = useState<{ error: unknown }>();
  useEffect(() => {
    loadForm(formId).then(setDef, (error: unknown) => setFailed({ error }));
  }, [formId]);
  // A form file that is not JSON (dev server) goes to the router's error page as is: it names the file and line.
  if (failed) throw brokenFormFileOf(failed.error) ? failed.error : new Error(`The form ${formId} could not be loaded.`);
  return def ? <LoadedForm def={def} /> : <PageSpinner />;
}

function LoadedForm({ def }: { def: FormDefinition }) {
  const texts = useFormTexts(def);
  const [confirmed, setConfirmed] = useState(false);
  return confirmed ? (
    <ConfirmationScreen def={def} texts={texts} level="h3" onAgain={() => setConfirmed(false)} />
  ) : (
    <FormRunner def={def} onScreen={() => setConfirmed(true)} />
  );
}
