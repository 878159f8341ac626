import { AVAILABILITY_LIMITS, STAFF_AVAILABILITY } from '../../src/domain/booking/availability';
import { CALENDAR_FEEDS } from '../../src/domain/booking/calendar-feed';
import { TEAM_HOURS_COLLECTION, TEAM_HOURS_ENTRY_KEYS, TEAM_HOURS_ID, TEAM_HOURS_KEYS } from '../../src/domain/booking/team-hours';
import {
  RANGE_PATTERN,
  RANGE_WIDTH,
  SPAN_PATTERN,
  SPAN_WIDTH,
  STORED_AVAILABILITY_KEYS,
  WEEKDAY_KEYS,
} from '../../src/domain/booking/stored-availability';

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const quoteAll = (values: readonly string[]) => `[${values.map(quote).join(', ')}]`;
/** A list of `item` texts joined by commas, as one whole-text pattern (rules' matches() anchors it). */
const joined = (item: string) => quote(`(${item})(,(${item}))*`);

/**
 * The values of the availability rules (issue 30), by placeholder of the rules template
 * (firestore-template.rules, whose availability section says what the rules check and why): the
 * collection (and the calendar feeds' and the team's hours'), the stored shape's names and patterns (src/domain/booking/stored-availability.ts) and
 * every bound of AVAILABILITY_LIMITS, named by its path.
 */
export function availabilityValues(): Record<string, string | number> {
  const limits: [string, number][] = Object.entries(AVAILABILITY_LIMITS).flatMap(([name, limit]): [string, number][] =>
    typeof limit === 'number'
      ? [[`AVAILABILITY_LIMITS.${name}`, limit]]
      : Object.entries(limit).map(([end, value]): [string, number] => [`AVAILABILITY_LIMITS.${name}.${end}`, value]),
  );
  return {
    STAFF_AVAILABILITY,
    // Each staff member's calendar feed, which the rules let its owner read and nobody write.
    CALENDAR_FEEDS,
    // The team's hours, the availability documents' copy in one document.
    TEAM_HOURS_COLLECTION,
    TEAM_HOURS_ID,
    TEAM_HOURS_KEYS: quoteAll(TEAM_HOURS_KEYS),
    TEAM_HOURS_ENTRY_KEYS: quoteAll(TEAM_HOURS_ENTRY_KEYS),
    STORED_AVAILABILITY_KEYS: quoteAll(STORED_AVAILABILITY_KEYS),
    WEEKDAY_KEYS: quoteAll(WEEKDAY_KEYS),
    availabilityRangesPattern: joined(RANGE_PATTERN),
    availabilitySpansPattern: joined(SPAN_PATTERN),
    RANGE_WIDTH,
    SPAN_WIDTH,
    ...Object.fromEntries(limits),
  };
}
