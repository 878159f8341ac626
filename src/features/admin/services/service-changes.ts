import type { Service } from '../../../backend/services';

/** The flags that differ from what is stored: what a save sends, and what the unsaved bar counts. */
export function changedFlags(stored: Service[], draft: Record<string, boolean>): Record<string, boolean> {
  return Object.fromEntries(stored.filter((s) => s.id in draft && draft[s.id] !== s.active).map((s) => [s.id, draft[s.id]]));
}

export function countActive(stored: Service[], draft: Record<string, boolean>): { active: number; inactive: number } {
  const active = stored.filter((s) => draft[s.id] ?? s.active).length;
  return { active, inactive: stored.length - active };
}
