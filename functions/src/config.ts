import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import type { SmtpSettings } from './mailer';

/*
 * SMTP is configured by params (functions/.env.<project>, or .env.local under the emulator) and the
 * password by a secret (`firebase functions:secrets:set SMTP_PASSWORD`; .secret.local locally).
 * Nothing of it reaches the browser.
 */
const host = defineString('SMTP_HOST', { description: 'SMTP server host name' });
const port = defineInt('SMTP_PORT', { default: 587, description: 'SMTP server port' });
const secure = defineBoolean('SMTP_SECURE', { default: false, description: 'Use TLS from the first byte (port 465)' });
const user = defineString('SMTP_USER', { default: '', description: 'SMTP user name; empty for no authentication' });
const from = defineString('MAIL_FROM', { description: 'Sender of the summaries, e.g. "Movaly <no-reply@example.com>"' });
export const smtpPassword = defineSecret('SMTP_PASSWORD');
/** Below this many seconds between showing a form and sending it, a submission is spam (0: off, for automated browser tests). */
export const minFillSeconds = defineInt('MIN_FILL_SECONDS', { default: 3, description: 'Minimum seconds a person takes to fill a form' });
/**
 * Pause before a lead e-mail's second try within one event, doubled before each further try: it
 * rides out a mail server's brief hiccup. The local stack shortens it (scripts/lib/local-stack.ts):
 * the Functions emulator runs one event of a function at a time, so twenty leads sent during an
 * outage waited 20 x 3 s for their turns.
 */
export const mailRetryBaseMs = defineInt('MAIL_RETRY_BASE_MS', { default: 1000, description: 'Milliseconds before the second try of a lead e-mail (doubled for each further try)' });
/** E-mails per hour before further leads are gathered into one hourly digest. */
export const mailCapPerHour = defineInt('MAIL_CAP_PER_HOUR', { default: 30, description: 'E-mails per hour before leads go into an hourly digest' });
/**
 * The callables a visitor reaches with no account of the studio's (a call's slots and booking, and the
 * manage link's read, move and cancel) refuse a call without a valid App Check token: only the studio's
 * site, in a real browser, can make the studio send invitations (issue 37). On unless set false; the
 * emulators have no App Check (scripts/lib/local-stack.ts sets it false there), and a production build
 * refuses to start without the site key the browser needs (src/config/public-env.ts).
 */
export const enforceAppCheck = defineBoolean('ENFORCE_APP_CHECK', { default: true, description: 'Refuse the public booking callables without a valid App Check token' });
/** Where the summary's "Ver no painel" link points (the site's public address, no trailing slash). */
export const siteUrl = defineString('SITE_URL', { description: 'The public address of the site, e.g. https://movaly.com.br' });

export function smtpSettings(): SmtpSettings {
  return {
    host: host.value(),
    port: port.value(),
    secure: secure.value(),
    user: user.value() || undefined,
    password: smtpPassword.value() || undefined,
    from: from.value(),
  };
}

/** Where staff set the address that receives every lead (admin area; seeded locally). */
export const COMPANY_SETTINGS_DOC = 'settings/company';
