import type { Locale } from '../forms/core/definition';
import { type Answers, BOT_TRAP, submissionMeta, toStoredAnswers } from '../forms/core/record';
import type { FormDefinition } from '../forms/core/registry';
import { gatedCreate } from './gated-create';

const SUBMIT_TIMEOUT_MS = 20_000;

/**
 * Stores one submission in its form's collection. Resolves once Firestore accepted it; the
 * summary e-mail is the function's job, so a mail problem can never fail the visitor's submit.
 */
export async function submitAnswers(
  def: FormDefinition,
  answers: Answers,
  locale: Locale,
  trap: { honeypot: string; fillMs: number },
): Promise<string> {
  const data = {
    ...toStoredAnswers(def, answers),
    ...submissionMeta(def, locale),
    // The bot trap: judged by the function, never shown to anyone.
    ...(trap.honeypot ? { [BOT_TRAP.honeypot]: trap.honeypot.slice(0, 200) } : {}),
    [BOT_TRAP.fillMs]: Math.max(0, Math.round(trap.fillMs)),
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('submit timed out')), SUBMIT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([gatedCreate(def.form.collection, data), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
