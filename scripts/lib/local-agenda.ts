import { getAuth } from 'firebase-admin/auth';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { type AgendaDeps, formTitles } from '../../functions/src/daily-agenda';
import { smtpMailer } from '../../functions/src/mailer';
import type { FormRegistry } from '../../src/forms/core/registry';
import { MAIL_FROM, PORTS } from './local-stack';

/**
 * What the deployed agenda and assignee notice get (functions/src/agenda-triggers.ts), pointed at the
 * emulators of `app` and the local SMTP sink: the local sweep and `npm run agenda:send` run the
 * functions' own code with it.
 */
export function localAgendaDeps(app: App, registry: FormRegistry, siteUrl: string): AgendaDeps {
  return {
    db: getFirestore(app),
    mailer: smtpMailer({ host: '127.0.0.1', port: PORTS.smtp.port, secure: false, from: MAIL_FROM }),
    siteUrl,
    formTitle: formTitles(registry),
    auth: getAuth(app),
  };
}
