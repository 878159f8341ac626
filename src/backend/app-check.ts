import { env } from '../config/env';
import { firebaseApp } from './firebase';

let started: Promise<void> | undefined;
let done = false;

/**
 * Turns on Firebase App Check before a visitor's first write, when production configures a site key
 * (VITE_APPCHECK_RECAPTCHA_SITE_KEY): Firestore then attaches an App Check token to each request, and
 * enforcing App Check for Firestore in the console refuses writes from anything but this site. The
 * module loads only then, so the emulators and a site without a key carry none of it.
 */
export function ensureAppCheck(): Promise<void> {
  started ??= (async () => {
    if (!env.appCheckSiteKey) return;
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(firebaseApp(), { provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey), isTokenAutoRefreshEnabled: true });
  })().finally(() => (done = true));
  return started;
}

/** Whether ensureAppCheck has finished (or failed): a staff page rendered after a loader started it need not wait a render for it. */
export const appCheckSettled = (): boolean => done;
