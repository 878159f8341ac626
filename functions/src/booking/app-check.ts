import { type CallableRequest, HttpsError } from 'firebase-functions/v2/https';
import { enforceAppCheck } from '../config';

/**
 * Refuses a call that carries no valid App Check token while ENFORCE_APP_CHECK is on (functions/
 * src/config.ts): the booking callables a visitor reaches with no account of the studio's, so that only
 * the studio's site, in a real browser, can make the studio send invitations (issue 37). The SDK has
 * verified the token before the handler runs and sets `request.app` for a valid one only. Checked here
 * rather than with onCall's `enforceAppCheck` option, which reads the param when the module loads:
 * firebase-functions then warns three times per function at every deploy and emulator start.
 */
export function requireAppCheck(request: Pick<CallableRequest, 'app'>): void {
  if (enforceAppCheck.value() && !request.app) throw new HttpsError('unauthenticated', 'This call needs a valid App Check token.');
}
