import { Button } from '@chakra-ui/react';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { funnelFor } from '../../backend/funnel-recorder';
import { PageSpinner } from '../../components/ui/page-spinner';
import { toaster } from '../../components/ui/toaster';
import { resumeOffered } from '../../domain/form-drafts';
import { toLocale } from '../../i18n';
import { withLimit } from '../core/engine-messages';
import { MAX_SUBMISSION_CHARS, submissionChars } from '../core/field-caps';
import type { FormDefinition } from '../core/registry';
import { stepOf } from '../core/steps';
import { ThemedForm } from '../theme';
import { cannotJudge } from '../validator';
import { StepContext } from '../theme/step-context';
import type { TypedTextContext } from '../theme/typed-text';
import { useEngineMessages } from './use-engine-messages';
import { BotTrapField } from './bot-trap-field';
import { useBotTrap } from './use-bot-trap';
import { type Entered, enterAgain, enteredBeforeHydration } from './entered-before-hydration';
import { focusQuestion, inPageOrder, questionOf } from './first-error';
import { LazyBookingOffer } from './lazy-booking-offer';
import { ResumeOffer, StepProgress } from './step-progress';
import { draftLink } from './draft-link';
import { DraftLinkNotice } from './draft-link-notice';
import type { SaveDraftDialogProps } from './save-draft-dialog';
import { useDraftLink } from './use-draft-link';
import { useFormDraft } from './use-form-draft';
import { useLocalizedForm } from './use-localized-form';
import { STEP_PARAM, useFormSteps } from './use-form-steps';

/**
 * Whether this render is the app adopting the page's prerendered HTML (or the build rendering it):
 * what it renders must then be exactly that HTML, drawn with no answers.
 */
const adoptingPrerenderedPage = () =>
  typeof document === 'undefined' || (!!document.getElementById('root')?.dataset.prerendered && document.documentElement.dataset.app !== 'ready');

/** Firebase loads after the form is on screen (not before it), and is ready by the time anyone submits. */
const loadBackend = () => import('../../backend/submissions');

/**
 * "Continuar depois" (issue 40), fetched when the visitor asks for it: the briefing's own chunk does not
 * carry it. Its code failing to arrive is told like a failed save; the answers stay where they are.
 */
const LazySaveDraftDialog = lazy<ComponentType<SaveDraftDialogProps>>(() =>
  import('./save-draft-dialog').then(
    (module) => ({ default: module.SaveDraftDialog }),
    (error: unknown) => {
      console.warn('The "Continuar depois" dialog could not be loaded.', error);
      return { default: DialogUnavailable };
    },
  ),
);

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
  // The answers the form starts from (RJSF's `initialFormData`): the form then keeps its own, through
  // steps, languages and sends, and a new start (a draft restored, a fresh start) is a new form (`generation`).
  const [initialData, setInitialData] = useState(fromHtml ? undefined : draft.initial);
  const [typedEarly, setTypedEarly] = useState<{ entered: Entered[]; focused?: string }>();
  const questions = useRef<HTMLDivElement>(null);
  // Until then, the empty answers the form reports on hydrating are not a draft to keep.
  const restored = useRef(!fromHtml);
  const [generation, setGeneration] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  // A form that books calls (form.json `booking`) offers one right after the send, before what follows it.
  const [offer, setOffer] = useState<{ submissionId: string; answers: Record<string, unknown> }>();
  const { fieldRef: trapRef, read: readTrap, restart: restartTrap } = useBotTrap();
  // A long form shown in steps (form.json `steps`): the step is in the page address once hydrated.
  const [hydrated, setHydrated] = useState(!fromHtml);
  const steps = useFormSteps(def, hydrated);
  // A visitor back to a form they had started is offered, on its first step, their step or a fresh start.
  const [hadDraft] = useState(() => hasAnswers(draft.initial));
  const [resumeAnswered, setResumeAnswered] = useState(false);
  const [params, setParams] = useSearchParams();
  // Where visitors stop (src/backend/funnel-recorder.ts): anonymous counts, never an answer; not in the staff preview.
  const funnel = useMemo(() => (stores ? funnelFor(def.id) : undefined), [def.id, stores]);
  useEffect(() => {
    if (hydrated) funnel?.viewed();
  }, [funnel, hydrated]);
  const startTold = useRef(false);
  // The error to focus once its step is shown (a send that found it on an earlier step).
  const pendingFocus = useRef<RJSFValidationError | undefined>(undefined);
  // "Continuar depois" (issue 40): offered on the long briefings; a page opened from its link gets the saved answers and step.
  const offersLater = stores && resumeOffered(def);
  const [savingLater, setSavingLater] = useState(false);
  const laterButton = useRef<HTMLButtonElement>(null);
  const { link: draftLinkState, dismiss: dismissDraftLink } = useDraftLink(def.id, offersLater && hydrated, (opened) => {
    funnel?.resumed();
    setResumeAnswered(true);
    draft.clear();
    draft.save(opened.answers);
    if (opened.step) draft.step.save(opened.step);
    setInitialData(opened.answers);
    setAttempted(false);
    setGeneration((g) => g + 1);
    // The saved step, in place of the address opened (not as a "Próxima etapa": "Etapa anterior" then goes to the step before it).
    if (steps && opened.step) {
      const step = opened.step;
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.set(STEP_PARAM, step);
          return next;
        },
        { replace: true },
      );
    }
  });

  useEffect(() => {
    if (!stores) return;
    const timer = setTimeout(() => void loadBackend().catch(() => undefined), 300);
    return () => clearTimeout(timer);
  }, [stores]);

  // Once hydrated, before the first paint and before any tap made meanwhile is replayed: the
  // visitor's draft (a new form started from it), then what they typed into the drawn questions
  // meanwhile, entered again after the draft's render so that it has the last word, with the focus
  // back where it was.
  const readDraft = draft.current;
  useLayoutEffect(() => {
    if (!fromHtml) return;
    const entered = enteredBeforeHydration(questions.current);
    const stored = readDraft();
    restored.current = true;
    if (stored) {
      setInitialData(stored);
      setGeneration((g) => g + 1);
    }
    const focused = questions.current?.contains(document.activeElement) ? document.activeElement?.id : undefined;
    if (entered.length || (stored && focused)) setTypedEarly({ entered, focused });
    setHydrated(true);
  }, [fromHtml, readDraft]);
  useLayoutEffect(() => {
    if (!typedEarly) return;
    enterAgain(typedEarly.entered);
    if (typedEarly.focused) document.getElementById(typedEarly.focused)?.focus({ preventScroll: true });
  }, [typedEarly]);

  // The question last typed into: a language switch (a tap on the header) gives the focus back to it,
  // so a phone's keyboard comes back where the visitor was.
  const lastQuestion = useRef<string | undefined>(undefined);
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    const question = lastQuestion.current ? document.getElementById(lastQuestion.current) : null;
    if (question && !questions.current?.contains(document.activeElement)) question.focus({ preventScroll: true });
  }, [locale]);

  // Each typed question reports what it shows, so the draft holds it before the form does.
  const saveShown = draft.shown;
  const formContext = useMemo<TypedTextContext>(() => {
    const fieldOf = new Map(Object.keys(def.fields).map((name) => [`root_${name}`, name]));
    return {
      shown: (id, answer) => {
        const field = fieldOf.get(id);
        if (field && restored.current) saveShown(field, answer);
      },
    };
  }, [def.fields, saveShown]);

  const stepId = steps?.current.id;
  // Once the step has changed on screen: keep it with the draft, and focus its heading (or the error
  // that brought the visitor back to it).
  const firstSection = steps?.current.sections[0];
  const shownStep = useRef<string | undefined>(undefined);
  const saveStep = draft.step.save;
  useEffect(() => {
    if (!stepId || !hydrated) return;
    funnel?.reachedStep(stepId);
    const before = shownStep.current;
    shownStep.current = stepId;
    // The step the page opens on is not news (and must not replace the step a returning visitor left).
    if (before === undefined || before === stepId) return;
    saveStep(stepId);
    const error = pendingFocus.current;
    pendingFocus.current = undefined;
    if (error) focusQuestion(questions.current, error);
    else document.getElementById(`section-${firstSection}`)?.focus();
  }, [stepId, firstSection, hydrated, saveStep, funnel]);
  const onPresent = steps?.onPresent;
  const stepSections = steps?.current.sections;
  const stepView = useMemo(() => (stepSections && onPresent ? { sections: stepSections, onPresent } : null), [stepSections, onPresent]);

  // Only before this language's validator first arrives (the page's loader usually fetched it already).
  if (!view) return <PageSpinner />;

  const offerResume = !!steps && stores && hydrated && hadDraft && !resumeAnswered && !params.has(STEP_PARAM) && steps.index === 0;
  const resume = () => {
    setResumeAnswered(true);
    const to = draft.step.read();
    if (steps && to && to !== steps.current.id && steps.visible.some((step) => step.id === to)) steps.goTo(to);
  };
  const restart = () => {
    setResumeAnswered(true);
    draft.clear();
    setInitialData(undefined);
    setAttempted(false);
    setGeneration((g) => g + 1);
  };

  /** A step validates only its own questions and those before it; the last step, everything. */
  const inStepScope = (errors: RJSFValidationError[]) =>
    steps
      ? errors.filter((error) => {
          const question = questionOf(error);
          return question ? steps.scope.has(question) : steps.isLast;
        })
      : errors;
  /** The first invalid question, on its own step: a send can find one on an earlier step. */
  const focusFirstError = (error: RJSFValidationError) => {
    const question = questionOf(error);
    const home = steps && question ? stepOf(steps.visible, question) : undefined;
    if (steps && home && home.id !== steps.current.id) {
      pendingFocus.current = error;
      steps.goTo(home.id);
    } else focusQuestion(questions.current, error);
  };

  /** The sent answers leave the form and the draft at once: nothing can send them twice. */
  const startOver = () => {
    draft.clear();
    draftLink.clear(def.id);
    if (steps) {
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete(STEP_PARAM);
          return next;
        },
        { replace: true },
      );
    }
    setInitialData(undefined);
    setAttempted(false);
    setGeneration((g) => g + 1);
    restartTrap();
  };
  /** What the definition says follows a send: its toast, then a screen, a redirect or the fresh form. */
  const followSuccess = () => {
    // toastMs 0: the definition's confirmation screen says it all.
    if (def.form.success.toastMs > 0) {
      toaster.create({
        type: 'success',
        title: view.texts.successTitle,
        description: view.texts.successDescription,
        duration: def.form.success.toastMs,
      });
    }
    const next = def.form.success;
    if (next.then === 'redirect') setTimeout(() => navigate(next.to), next.delayMs);
    if (next.then === 'screen') {
      onScreen();
      if (next.redirect) setTimeout(() => navigate(next.redirect!.to), next.redirect.delayMs);
    }
    if (next.then === 'reset') window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const submit = async (answers: Record<string, unknown>) => {
    if (steps && !steps.isLast) {
      // This step's questions are answered: on to the next, which starts without error messages.
      setAttempted(false);
      steps.next();
      return;
    }
    // Each answer is within its own cap; all of them together may still be more than a lead holds.
    if (submissionChars(answers) > MAX_SUBMISSION_CHARS) {
      toaster.create({
        type: 'error',
        title: withLimit(messages.submissionTooLong, MAX_SUBMISSION_CHARS, messages.numberLocale, submissionChars(answers)),
        duration: def.form.failure.toastMs,
      });
      return;
    }
    if (preview) return preview.onSubmit(answers);
    setSending(true);
    let submissionId: string;
    try {
      const { submitAnswers } = await loadBackend();
      // The form's schema could not be run here (validator.ts passingWhenBroken): the function judges the lead.
      if (cannotJudge(view.validator)) toaster.create({ type: 'info', title: t('form.unchecked'), duration: def.form.failure.toastMs });
      submissionId = await submitAnswers(def, answers, locale, readTrap(), offersLater ? draftLink.read(def.id) : undefined);
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
    funnel?.submitted();
    startOver();
    // Nothing follows (no toast, no screen, no redirect) while the call is being booked.
    if (def.form.booking) setOffer({ submissionId, answers });
    else followSuccess();
  };

  if (offer) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LazyBookingOffer
          def={def}
          submissionId={offer.submissionId}
          answers={offer.answers}
          sent={view.texts.successTitle}
          onContinue={() => {
            setOffer(undefined);
            followSuccess();
          }}
        />
      </Suspense>
    );
  }

  const submitButton = (
    <Button
      className="mf-submit"
      type="submit"
      colorPalette="purple"
      size="lg"
      width={{ base: 'full', md: 'auto' }}
      loading={sending}
      loadingText={t('form.sending')}
    >
      {steps && !steps.isLast ? t('form.steps.next') : (view.texts.submit ?? t('form.submit'))}
    </Button>
  );

  const laterButtonEl = offersLater && (
    <Button ref={laterButton} className="mf-later" type="button" variant="ghost" colorPalette="purple" size="lg" onClick={() => setSavingLater(true)} disabled={sending}>
      {t('form.draft.later')}
    </Button>
  );

  return (
    // Its questions' area: what was typed into them before the app ran is read from here.
    <div
      ref={questions}
      onFocus={(e) => {
        if (e.target.matches('input, textarea, select') && e.target.id) lastQuestion.current = e.target.id;
      }}
    >
      {/* A prerendered briefing without JavaScript: its send and "Continuar depois" buttons would do nothing. */}
      <noscript>
        <p className="mf-noscript">{t('form.needsJavaScript')}</p>
        <style>{'.mf-submit, .mf-later { display: none !important; }'}</style>
      </noscript>
      <DraftLinkNotice
        link={draftLinkState}
        onRestart={() => {
          dismissDraftLink();
          restart();
        }}
      />
      {offerResume && <ResumeOffer onResume={resume} onRestart={restart} />}
      {steps && <StepProgress current={steps.index + 1} total={steps.visible.length} />}
      <StepContext.Provider value={stepView}>
        <ThemedForm
          key={generation}
          schema={view.schema}
          uiSchema={view.ui}
          validator={view.validator}
          initialFormData={initialData}
          formContext={formContext}
          onChange={(e) => {
            if (!restored.current) return;
            draft.save(e.formData);
            // Asked of the funnel once (it counts a start once per visit anyway), not at every keystroke.
            if (!startTold.current && hasAnswers(e.formData)) {
              startTold.current = true;
              funnel?.started();
            }
          }}
          onSubmit={(e) => void submit(e.formData ?? {})}
          onError={(errors) => {
            funnel?.failedSend([...new Set(errors.map(questionOf).filter((name): name is string => !!name && name in def.fields))]);
            setAttempted(true);
          }}
          liveValidate={attempted ? 'onChange' : undefined}
          noHtml5Validate
          showErrorList={false}
          omitExtraData
          // The first invalid question in the order the page shows them, its own control focused.
          transformErrors={(errors, ui?: UiSchema) => inPageOrder(inStepScope(errors), ui)}
          focusOnFirstError={focusFirstError}
          disabled={sending}
          // No `const` is an answer given in advance: a consent written `const: true` starts unticked, and
          // an option set written as a `oneOf` of `const`s starts with none chosen.
          experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        >
          <BotTrapField ref={trapRef} />
          {steps ? (
            <div className="mf-step-buttons">
              {steps.index > 0 && (
                <Button type="button" variant="outline" size="lg" onClick={steps.back} disabled={sending}>
                  {t('form.steps.back')}
                </Button>
              )}
              {submitButton}
              {laterButtonEl}
            </div>
          ) : offersLater ? (
            <div className="mf-step-buttons">
              {submitButton}
              {laterButtonEl}
            </div>
          ) : (
            submitButton
          )}
        </ThemedForm>
      </StepContext.Provider>
      {savingLater && (
        <Suspense fallback={null}>
          <LazySaveDraftDialog
            def={def}
            locale={locale}
            answers={() => draft.current() ?? {}}
            step={steps?.current.id}
            titleOf={(field) => (view.schema.properties?.[field] as { title?: string } | undefined)?.title ?? field}
            trap={readTrap}
            onSaved={() => funnel?.saved()}
            onClose={() => setSavingLater(false)}
            returnFocusTo={() => laterButton.current}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Whether a draft holds anything the visitor gave (a form reports its empty defaults as answers too). */
function hasAnswers(draft: Record<string, unknown> | undefined): boolean {
  return Object.values(draft ?? {}).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '' && value !== false));
}

/** The dialog's code did not arrive: said as a failed save, and the dialog is closed. */
function DialogUnavailable({ onClose, returnFocusTo }: Pick<SaveDraftDialogProps, 'onClose' | 'returnFocusTo'>) {
  const { t } = useTranslation();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toaster.create({ type: 'error', title: t('form.draft.failed') });
    onClose();
    returnFocusTo()?.focus();
  }, [onClose, returnFocusTo, t]);
  return null;
}
