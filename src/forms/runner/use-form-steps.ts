import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { FormDefinition } from '../core/registry';
import { type FormStep, formSteps } from '../core/steps';

/** The page address's key for the step shown (`?etapa=objetivo-geral`): back, forward and reload keep it. */
export const STEP_PARAM = 'etapa';

/** A step reached by "Próxima etapa" remembers the step it came from, so "Etapa anterior" can be the browser's back. */
interface StepState {
  stepFrom?: string;
}

export interface FormStepsState {
  /** The steps the answers make visible (a step whose questions are all hidden does not count). */
  visible: FormStep[];
  current: FormStep;
  index: number;
  isLast: boolean;
  /** The questions a validation may speak of: those of the visible steps up to the current one. */
  scope: Set<string>;
  goTo: (id: string, replace?: boolean) => void;
  next: () => void;
  back: () => void;
  /** For the sections' template: the questions the answers make present. */
  onPresent: (names: string[]) => void;
}

/**
 * The steps of a form shown in steps (form.json `steps`), the current one from the page address, or
 * undefined for a form shown as one page. `followAddress` false (a prerendered page being adopted)
 * keeps the first step, as the HTML was drawn, until the app has hydrated.
 */
export function useFormSteps(def: FormDefinition, followAddress: boolean): FormStepsState | undefined {
  const steps = useMemo(() => formSteps(def.form.steps, def.ui['ui:sections']), [def]);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Until the template reports them, the questions asked whatever the answers (no condition's).
  const [present, setPresent] = useState<string[]>(() => Object.keys(def.schema.properties ?? {}));
  const onPresent = useCallback((names: string[]) => setPresent((was) => (was.join(',') === names.join(',') ? was : names)), []);

  const visible = useMemo(() => {
    const asked = new Set(present);
    return (steps ?? []).filter((step) => step.fields.some((name) => asked.has(name)));
  }, [steps, present]);
  const wanted = followAddress ? params.get(STEP_PARAM) : null;
  const current = visible.find((step) => step.id === wanted) ?? visible[0];
  const index = current ? visible.indexOf(current) : 0;

  const goTo = useCallback(
    (id: string, replace = false) => {
      const state: StepState = { stepFrom: current?.id };
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.set(STEP_PARAM, id);
          return next;
        },
        { replace, state },
      );
    },
    [setParams, current?.id],
  );

  const previous = visible[index - 1];
  const following = visible[index + 1];
  /*
   * The buttons call these through the latest render's values: the form (RJSF) does not draw its
   * children again on every change of the page, and a press of "Etapa anterior" on a step opened by its
   * address once went to the step the page had opened on, again and again (step 3 -> 2, then 2 -> 2).
   */
  const latest = useRef({ previous, following, goTo, state: location.state as StepState | null });
  useLayoutEffect(() => {
    latest.current = { previous, following, goTo, state: location.state as StepState | null };
  });
  const next = useCallback(() => {
    const { following: to, goTo: go } = latest.current;
    if (to) go(to.id);
  }, []);
  const back = useCallback(() => {
    const { previous: to, goTo: go, state } = latest.current;
    if (!to) return;
    // Came here by "Próxima etapa" from that step: going back is the browser's back (no new entry).
    if (state?.stepFrom === to.id) navigate(-1);
    else go(to.id, true);
  }, [navigate]);

  if (!steps || !current) return undefined;
  return {
    visible,
    current,
    index,
    isLast: !following,
    scope: new Set(visible.slice(0, index + 1).flatMap((step) => step.fields)),
    goTo,
    next,
    back,
    onPresent,
  };
}
