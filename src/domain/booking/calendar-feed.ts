/*
 * A staff member's private calendar feed (issue 30, part 8): a secret `.ics` address they add to Google
 * Calendar or Outlook ("Adicionar por URL" / "From Internet") that lists their calls. Shared by the web
 * app (the availability page shows and copies the address) and the functions (the callable that makes
 * or revokes the secret, the HTTP function that serves the feed). React- and Firebase-free.
 *
 * Storage: `calendar_feeds/{uid}` = { token, createdAt }, written by the functions alone (the rules
 * let its owner read it, nobody write it). The token is the whole secret: whoever has the address
 * reads the calls, so replacing the token (a new link) or deleting the document (off) is how a leaked
 * address stops working.
 */
import { oneLine } from '../../forms/core/answer-presentation';
import { staffInviteTexts } from './booking-email';

export const CALENDAR_FEEDS = 'calendar_feeds';

/** The HTTP function that serves the feed (functions/src/booking/calendar-feed.ts), as deployed. */
export const CALENDAR_FEED_FUNCTION = 'calendarFeed';

/** Random bytes in a token: 256 bits, never guessed. */
export const CALENDAR_FEED_TOKEN_BYTES = 32;

/** A token as the function makes it: 32 random bytes in base64url (43 characters, no padding). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isCalendarFeedToken = (value: unknown): value is string => typeof value === 'string' && CALENDAR_FEED_TOKEN.test(value);

/** How far back the feed lists calls; later ones, all of them (the horizon bounds them). */
export const CALENDAR_FEED_PAST_DAYS = 30;

/** `calendar_feeds/{uid}` as the function writes it (createdAt in epoch ms). */
export interface CalendarFeedDoc {
  token: string;
  createdAt: number;
}

/** calendarFeedLink({ action }): 'create' makes a new secret (the old one, if any, stops working); 'revoke' removes it. */
export type CalendarFeedAction = 'create' | 'revoke';
export const CALENDAR_FEED_ACTIONS: readonly CalendarFeedAction[] = ['create', 'revoke'];

/** calendarFeedLink → the caller's own new token after 'create'; nothing after 'revoke'. */
export interface CalendarFeedAnswer {
  token: string | null;
}

/** The feed's address for `token` under the functions' base URL (no trailing slash). */
export const calendarFeedUrlOf = (functionsBase: string, token: string) =>
  `${functionsBase.replace(/\/+$/, '')}/${CALENDAR_FEED_FUNCTION}?token=${encodeURIComponent(token)}`;

export interface FeedEventInput {
  visitorName?: string;
  visitorEmail?: string;
  visitorPhone?: string;
  /** The form the visitor sent (its Portuguese title). */
  formTitle?: string;
  /** The lead's page in the admin. */
  leadUrl: string;
}

/**
 * One call's title and notes in the staff member's calendar (Portuguese, like every staff text): the
 * invitation's (who, their contacts, the lead's link), the title naming the form too, since a feed
 * lists calls from every form side by side.
 */
export function feedEventTexts(input: FeedEventInput): { summary: string; description: string } {
  const texts = staffInviteTexts(input);
  const form = oneLine(input.formTitle ?? '');
  return { summary: form ? `${texts.summary} · ${form}` : texts.summary, description: texts.description };
}
