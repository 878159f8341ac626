import { createContext } from 'react';

/**
 * What a form shown in steps tells its sections' template (a React context, not RJSF's formContext:
 * a change of RJSF's props makes it rebuild its state from the formData prop, and a step change is
 * no reason to). `sections`: the ones the current step shows. `onPresent`: called with the names of
 * the questions the answers make present (a condition's included), so the runner can count the steps
 * that have any.
 */
export interface StepView {
  sections: readonly string[];
  onPresent: (names: string[]) => void;
}

export const StepContext = createContext<StepView | null>(null);
