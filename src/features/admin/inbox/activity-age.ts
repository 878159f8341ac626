import { todayInBrazil } from '../../../domain/studio-time';

const DAY_MS = 86_400_000;

/**
 * How many calendar days (Brazil's, as the idle filter counts them) lie between a lead's last
 * activity and `today`: 0 the same day, 1 the day before. Undefined when the activity is the lead's
 * arrival itself (nothing has happened since, so the row has nothing to add) or is not a date.
 */
export function activityAge(lead: { receivedAt: Date; lastActivityAt?: Date | null }, today: string): number | undefined {
  const at = lead.lastActivityAt;
  if (!(at instanceof Date) || Number.isNaN(at.getTime()) || at.getTime() <= lead.receivedAt.getTime()) return undefined;
  const days = Math.round((Date.parse(today) - Date.parse(todayInBrazil(at))) / DAY_MS);
  return Math.max(0, days);
}
