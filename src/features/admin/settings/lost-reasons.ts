import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLostReasons } from '../../../backend/pipeline-settings';

/** The default reasons' keys under admin.lostReasons.defaults, in the order offered. */
export const DEFAULT_REASON_KEYS = ['price', 'competitor', 'noAnswer', 'budget', 'timing', 'scope'] as const;

/** The default list in the staff member's language: offered while the studio has not set its own. */
export const defaultReasons = (t: TFunction): string[] => DEFAULT_REASON_KEYS.map((key) => t(`admin.lostReasons.defaults.${key}`));

export interface LostReasons {
  /** The reasons to offer; undefined while loading. */
  reasons: string[] | undefined;
  /** Whether they are the studio's own list (false: the default one). */
  custom: boolean;
}

/**
 * The studio's lost reasons (settings/pipeline), or the default list when it set none or an empty one.
 * A failed read falls back to the default list: staff can still close a lead (and "Outro" takes any text).
 * Read once `enabled` is set (the perdido dialog opens, or the settings card is drawn).
 */
export function useLostReasons(enabled = true): LostReasons {
  const { t } = useTranslation();
  const [stored, setStored] = useState<string[] | null | undefined>();
  useEffect(() => {
    if (!enabled || stored !== undefined) return;
    let live = true;
    getLostReasons().then(
      (reasons) => live && setStored(reasons ?? null),
      (error) => {
        console.warn('Lost reasons not loaded', error);
        if (live) setStored(null);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, stored]);
  if (stored === undefined) return { reasons: undefined, custom: false };
  return stored && stored.length > 0 ? { reasons: stored, custom: true } : { reasons: defaultReasons(t), custom: false };
}
