import { beforeEach } from 'vitest';
import { clearMail, type Mail, smtp } from './mailbox';

/*
 * For the function suites that read the local SMTP sink (tests/functions): kept apart from mailbox.ts,
 * which the Playwright specs import too and so must not import vitest.
 */

/** Each test starts with the sink up (a test may have put it down) and its mailbox empty. */
export function withClearMailbox() {
  beforeEach(async () => {
    await smtp('up');
    await clearMail();
  });
}

/** The messages among `mail` sent to `email`. */
export const to = (email: string) => (mail: Mail[]) => mail.filter((m) => m.to.includes(email));
