import { formTitles } from '../daily-agenda';
import { productionDeps } from '../deps';
import { registry } from '../embedded-forms';
import type { BookingMailDeps } from './booking-mails';

/*
 * The booking e-mails' machinery as the deployed functions have it: the forms embedded in the bundle
 * name each mail's form. Apart from ./manage-change.ts because `../embedded-forms` is a bundler module:
 * what `npm start` runs in-process (scripts/lib/local-sweep.ts: the sweep and the hand-over it
 * finishes) must not import it.
 */
export function mailDeps(): BookingMailDeps {
  const { db, mailer, siteUrl, mailCapPerHour } = productionDeps(undefined);
  return { db, mailer, siteUrl: siteUrl ?? '', formTitle: formTitles(registry), mailCapPerHour };
}
