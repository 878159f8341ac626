import type { Locale } from '../forms/core/definition';
import { type Answers, type BotTrap, botTrapFields, DRAFT_SEND, FUNNEL_SEND, SOURCE_SEND, submissionMeta, toStoredAnswers } from '../forms/core/record';
import type { FormDefinition } from '../forms/core/registry';
import { carriedFirstTouch } from './first-touch';
import { sendCarried, visitForSubmission } from './funnel-recorder';
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
  trap: BotTrap,
  /** The token of the "Continuar depois" link this briefing was saved or opened with: its draft goes once sent. */
  draftToken?: string,
): Promise<string> {
  const data = {
    ...toStoredAnswers(def, answers),
    ...submissionMeta(def, locale),
    // The bot trap: judged by the function, never shown to anyone.
    ...botTrapFields(trap),
    ...(draftToken ? { [DRAFT_SEND.link]: await sha256Hex(draftToken) } : {}),
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('submit timed out')), SUBMIT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([store(def, data), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writes the submission naming the tab's funnel visit when there is one, so that the send is counted
 * by the function from the stored submission itself, even if the page is closed at once
 * (src/domain/funnel.ts, funnelSendOf), and the tab's first touch (issue 41, src/domain/lead-source.ts).
 * Neither ever costs a visitor their send: refused with them (rules older than this page, during a
 * deploy), the same answers go again without; the refused batch wrote nothing, the gate included.
 */
async function store(def: FormDefinition, data: Record<string, unknown>): Promise<string> {
  const funnel = visitForSubmission(def.id);
  const source = carriedFirstTouch();
  if (!funnel && !source) return gatedCreate(def.form.collection, data);
  let id: string;
  try {
    id = await gatedCreate(def.form.collection, {
      ...data,
      ...(funnel ? { [FUNNEL_SEND.visit]: funnel.visit, [FUNNEL_SEND.ms]: funnel.ms } : {}),
      ...(source ? { [SOURCE_SEND.touch]: source } : {}),
    });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    return gatedCreate(def.form.collection, data);
  }
  if (funnel) sendCarried(def.id);
  return id;
}

const isPermissionDenied = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';

/** The SHA-256 of a text in hex, as the function keeps a draft link's token. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
