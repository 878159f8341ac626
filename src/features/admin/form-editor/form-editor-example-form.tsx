import { Button } from '@chakra-ui/react';
import type { UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui/page-spinner';
import type { FormDefinition } from '../../../forms/core/registry';
import { useEngineMessages } from '../../../forms/runner/use-engine-messages';
import { useLocalizedForm } from '../../../forms/runner/use-localized-form';
import { ThemedForm } from '../../../forms/theme';
import { toLocale } from '../../../i18n';
import type { ExampleAnswers } from '../../../forms/core/example-answers';

interface FormEditorExampleFormProps {
  /** The form as last drawn without problems (the preview's). */
  def: FormDefinition;
  answers: ExampleAnswers;
  /** The answers, once the form's own validation let them through. */
  onKeep: (answers: ExampleAnswers) => void;
}

/**
 * The example as the form itself, filled: the site's theme and validator, in the staff member's
 * language, so the answers are changed as a visitor would (a choice ticked, a "Qual?" appearing).
 * Not the preview's runner, which starts empty and stores drafts: drawn here from the same pieces.
 * The panel starts it again (a new key) when the example is generated or the questions change.
 * Its questions are laid out without the form's section headings and under ids of their own, so
 * nothing clashes with the preview drawn beside it.
 */
export function FormEditorExampleForm({ def, answers, onKeep }: FormEditorExampleFormProps) {
  const { t, i18n } = useTranslation();
  const messages = useEngineMessages();
  const ready = useLocalizedForm(def, toLocale(i18n.language), messages);
  // Each check draws the form under a new id, whose validator takes a moment: the form stays meanwhile.
  const [last, setLast] = useState(ready);
  if (ready && ready !== last) setLast(ready);
  const view = ready ?? last;
  const [attempted, setAttempted] = useState(false);
  const ui = useMemo(() => {
    if (!view) return undefined;
    const flat = { ...view.ui } as RjsfUiSchema;
    delete flat['ui:sections'];
    return flat;
  }, [view]);
  if (!view || !ui) return <PageSpinner />;
  return (
    <ThemedForm
      idPrefix="example"
      schema={view.schema}
      uiSchema={ui}
      validator={view.validator}
      initialFormData={answers}
      formContext={{}}
      noHtml5Validate
      showErrorList={false}
      omitExtraData
      liveValidate={attempted ? 'onChange' : undefined}
      focusOnFirstError
      onError={() => setAttempted(true)}
      onSubmit={(e) => {
        setAttempted(false);
        onKeep((e.formData ?? {}) as ExampleAnswers);
      }}
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
    >
      <Button type="submit" colorPalette="purple" size="sm" mt="2">
        {t('admin.editor.example.keep')}
      </Button>
    </ThemedForm>
  );
}
