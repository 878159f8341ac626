import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { LOST_REASON_ITEM_MAX, LOST_REASONS_MAX } from '../domain/lead';
import { firestore } from './firebase';

/*
 * The studio's pipeline settings: `settings/pipeline.lostReasons`, the choices offered when a lead is
 * moved to perdido. One-off reads and writes (Firestore Lite), as the company e-mail's.
 */

const PIPELINE_SETTINGS = 'settings/pipeline';

/** The studio's list, or undefined when it never set one (the page then offers its default list). */
export async function getLostReasons(): Promise<string[] | undefined> {
  const reasons = (await getDoc(doc(firestore(), PIPELINE_SETTINGS))).get('lostReasons');
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : undefined;
}

/** Replaces the list: the rules allow that one key, at most LOST_REASONS_MAX texts of 1 to LOST_REASON_ITEM_MAX characters. */
export async function saveLostReasons(reasons: string[]): Promise<void> {
  await setDoc(doc(firestore(), PIPELINE_SETTINGS), { lostReasons: reasons });
}

/** Why a typed list cannot be saved. */
export type ReasonsError = 'tooMany' | 'tooLong';

/**
 * A list typed one reason per line, cleaned: lines trimmed, blank ones and repeats (ignoring case)
 * dropped; or what makes it impossible to save.
 */
export function parseReasonLines(text: string): string[] | ReasonsError {
  const seen = new Set<string>();
  const reasons: string[] = [];
  for (const line of text.split('\n')) {
    const reason = line.trim().replace(/\s+/g, ' ');
    if (!reason || seen.has(reason.toLowerCase())) continue;
    seen.add(reason.toLowerCase());
    reasons.push(reason);
  }
  if (reasons.length > LOST_REASONS_MAX) return 'tooMany';
  if (reasons.some((r) => r.length > LOST_REASON_ITEM_MAX)) return 'tooLong';
  return reasons;
}
