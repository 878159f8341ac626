import type { BookingMailDeps } from '../../functions/src/booking/booking-mails';
import { formTitles } from '../../functions/src/daily-agenda';
import type { Deps } from '../../functions/src/process-submission';
import { smtpMailer } from '../../functions/src/mailer';
import { readRegistry } from '../../scripts/lib/read-forms';
import type { FormDefinition } from '../../src/forms/core/registry';
import { precompiledAnswersValidator } from '../../src/forms/core/precompiled-validators';
import pt from '../../src/i18n/locales/pt.json';
import { FUNCTION_SUITE, MAIL_FROM } from '../../scripts/lib/local-function-params';
import { adminDb } from './admin';

/*
 * For the function suites only (tests/functions): Playwright's loader cannot import the locale JSON
 * this needs, so it is kept apart from stored-lead.ts, which the browser specs share.
 */

/** What the deployed function gets, pointed at the local SMTP sink, for calling its code from a test. */
export function testDeps(def: FormDefinition): Deps {
  return {
    db: adminDb(),
    mailer: smtpMailer({ host: '127.0.0.1', port: FUNCTION_SUITE.smtpPort, secure: false, from: MAIL_FROM }),
    validate: precompiledAnswersValidator(def, pt.engine),
    // The sweep judges any form's forgotten submissions with that form's own validator.
    validatorFor: (form) => precompiledAnswersValidator(form, pt.engine),
    recipient: async () => 'contato@movaly.com.br',
    backoffMs: () => 50,
    siteUrl: 'http://127.0.0.1:5173',
    // As on the local stack (MAIL_CAP_PER_HOUR): the suites send many e-mails an hour; the digest case sets its own cap.
    mailCapPerHour: 100_000,
  };
}

/** What the sweep's booking parts get (invitations, changes, reminders, cancellations), likewise; `now` fixes their clock. */
export function testBookingMailDeps(now?: () => number): BookingMailDeps {
  return {
    db: adminDb(),
    mailer: smtpMailer({ host: '127.0.0.1', port: FUNCTION_SUITE.smtpPort, secure: false, from: MAIL_FROM }),
    siteUrl: 'http://127.0.0.1:5173',
    formTitle: formTitles(readRegistry()),
    mailCapPerHour: 100_000,
    ...(now ? { now } : {}),
  };
}
