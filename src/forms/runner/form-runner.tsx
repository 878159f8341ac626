import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { toaster } from '../../components/ui/toaster';
import { toLocale } from '../../i18n';
import { withLimit } from '../core/engine-messages';
import { MAX_SUBMISSION_CHARS, submissionChars } from '../core/field-caps';
import type { FormDefinition } from '../core/registry';
import { ThemedForm } from '../theme';
import { useEngineMessages } from './use-engine-messages';
import { BotTrapField } from './bot-trap-field';
import { type Entered, enterAgain, enteredBeforeHydration } from './entered-before-hydration';
import { focusQuestion, inPageOrder } from './first-error';
import { useFormDraft } from './use-form-draft';
import { useLocalizedForm } from './use-localized-form';

/**
 * Whether this render is the app adopting the page's prerendered HTML (or the build rendering it):
 * what it renders must then be exactly that HTML, drawn with no answers.
 */
const adoptingPrerenderedPage = () =>
  typeof document === 'undefined' || (!!document.getElementById('root')?.dataset.prerendered && document.documentElement.dataset.app !== 'ready');

/** Firebase loads after the form is on screen (not before it), and is ready by the time anyone submits. */
const loadBackend = () => import('../../backend/submissions');

interface FormRunnerProps {
  def: FormDefinition;
  /** Called when the definition says a confirmation screen follows success. */
  onScreen: () => void;
  /**
   * The staff preview (/admin/preview): a submit that passes validation is handed here instead of
   * being stored, nothing after success happens, and the draft stays in memory (a visitor's saved
   * draft of the same form is never touched).
   */
  preview?: { onSubmit: (answers: Record<string, unknown>) => void };
}

/**
 * Renders any registered form: validates on submit and then on every change, stores the answers,
 * and does what the definition says after success. A failure keeps every answer in place.
 */
export function FormRunner({ def, onScreen, preview }: FormRunnerProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const messages = useEngineMessages();
  const view = useLocalizedForm(def, locale, messages);
  const stores = !preview;
  const draft = useFormDraft(def.id, stores);
  const navigate = useNavigate();
  // A prerendered briefing is drawn empty, as its HTML was; the draft follows once it has hydrated.
  const [fromHtml] = useState(adoptingPrerenderedPage);
  const [initialData, setInitialData] = useState(fromHtml ? undefined : draft.initial);
  const [typedEarly, setTypedEarly] = useState<Entered[]>();
  const questions = useRef<HTMLDivElement>(null);
  // Until then, the empty answers the form reports on hydrating are not a draft to keep.
  const restored = useRef(!fromHtml);
  const [generation, setGeneration] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const trap = useRef<HTMLInputElement>(null);
  // When this visitor first saw the form: a person takes a while, a script sends at once.
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = Date.now();
    if (!stores) return;
    const timer = setTimeout(() => void loadBackend().catch(() => undefined), 300);
    return () => clearTimeout(timer);
  }, [stores]);

  // Once hydrated: the visitor's draft, then what they typed into the drawn questions meanwhile
  // (entered again after the draft's render, so it has the last word).
  const readDraft = draft.current;
  useEffect(() => {
    if (!fromHtml) return;
    const typed = enteredBeforeHydration(questions.current);
    const stored = readDraft();
    restored.current = true;
    if (stored) setInitialData(stored);
    if (typed.length) setTypedEarly(typed);
  }, [fromHtml, readDraft]);
  useEffect(() => {
    if (typedEarly) enterAgain(typedEarly);
  }, [typedEarly]);

  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    setInitialData(draft.current());
  }, [locale, draft]);

  // Only before this language's validator first arrives (the page's loader usually fetched it already).
  if (!view) return <PageSpinner />;

  const afterSuccess = () => {
    draft.clear();
    setInitialData(undefined);
    setAttempted(false);
    setGeneration((g) => g + 1);
    shownAt.current = Date.now();
    const next = def.form.success;
    if (next.then === 'redirect') setTimeout(() => navigate(next.to), next.delayMs);
    if (next.then === 'screen') {
      onScreen();
      if (next.redirect) setTimeout(() => navigate(next.redirect!.to), next.redirect.delayMs);
    }
    if (next.then === 'reset') window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  /*
   * RJSF rebuilds its state from the formData prop whenever another prop changes (disabled while
   * sending, live validation after a first attempt, a new language). Every such change therefore
   * goes together with handing it the answers as they are now, so nothing typed is ever reset.
   */
  const submit = async (answers: Record<string, unknown>) => {
    setInitialData(answers);
    // Each answer is within its own cap; all of them together may still be more than a lead holds.
    if (submissionChars(answers) > MAX_SUBMISSION_CHARS) {
      toaster.create({
        type: 'error',
        title: withLimit(messages.submissionTooLong, MAX_SUBMISSION_CHARS),
        duration: def.form.failure.toastMs,
      });
      return;
    }
    if (preview) return preview.onSubmit(answers);
    setSending(true);
    try {
      const { submitAnswers } = await loadBackend();
      await submitAnswers(def, answers, locale, { honeypot: trap.current?.value ?? '', fillMs: Date.now() - shownAt.current });
    } catch (error) {
      console.warn('Submission failed; the answers stay in the form.', error);
      toaster.create({
        type: 'error',
        title: view.texts.failureTitle,
        description:
          error instanceof Error && error.name === 'SubmitTooSoonError' && 'waitSeconds' in error
            ? t('engine.submitTooSoon', { seconds: error.waitSeconds })
            : view.texts.failureDescription,
        duration: def.form.failure.toastMs,
      });
      return;
    } finally {
      setSending(false);
    }
    // toastMs 0: the definition's confirmation screen says it all.
    if (def.form.success.toastMs > 0) {
      toaster.create({
        type: 'success',
        title: view.texts.successTitle,
        description: view.texts.successDescription,
        duration: def.form.success.toastMs,
      });
    }
    afterSuccess();
  };

  return (
    // Its questions' area: what was typed into them before the app ran is read from here.
    <div ref={questions}>
      {/* A prerendered briefing without JavaScript: its send button would only reload the page. */}
      <noscript>
        <p className="mf-noscript">{t('form.needsJavaScript')}</p>
        <style>{'.mf-submit { display: none !important; }'}</style>
      </noscript>
      <ThemedForm
        key={generation}
        schema={view.schema}
        uiSchema={view.ui}
        validator={view.validator}
        formData={initialData}
        onChange={(e) => restored.current && draft.save(e.formData)}
        onSubmit={(e) => void submit(e.formData ?? {})}
        onError={() => {
          setInitialData(draft.current());
          setAttempted(true);
        }}
        liveValidate={attempted ? 'onChange' : undefined}
        noHtml5Validate
        showErrorList={false}
        omitExtraData
        // The first invalid question in the order the page shows them, its own control focused.
        transformErrors={inPageOrder}
        focusOnFirstError={(error) => focusQuestion(questions.current, error)}
        disabled={sending}
        // No `const` is an answer given in advance: a consent written `const: true` starts unticked, and
        // an option set written as a `oneOf` of `const`s starts with none chosen.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      >
        <BotTrapField ref={trap} />
        <Button
          className="mf-submit"
          type="submit"
          colorPalette="purple"
          size="lg"
          width={{ base: 'full', md: 'auto' }}
          loading={sending}
          loadingText={t('form.sending')}
        >
          {view.texts.submit ?? t('form.submit')}
        </Button>
      </ThemedForm>
    </div>
  );
}
