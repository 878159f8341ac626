/*
 * The function's params on this machine (functions/src/config.ts), in one place: the Functions
 * emulator reads them from functions/.env.local (scripts/lib/local-stack.ts writes it), and the
 * function suite, which runs the function's code in its own process, from its environment
 * (vitest.config.ts). Kept free of imports so the test config can load it.
 */
export const MAIL_FROM = 'Movaly Briefings <briefings@movaly.local>';

/** Each param with why it differs from production here. */
export function localFunctionParams(smtpPort: number): { name: string; value: string; why?: string }[] {
  return [
    { name: 'SMTP_HOST', value: '127.0.0.1', why: 'the local SMTP sink' },
    { name: 'SMTP_PORT', value: String(smtpPort) },
    { name: 'SMTP_SECURE', value: 'false' },
    { name: 'SMTP_USER', value: '' },
    { name: 'SITE_URL', value: 'http://127.0.0.1:5173' },
    { name: 'MIN_FILL_SECONDS', value: '0', why: 'Browser tests fill a form in under a second: the time trap is off locally (the functions suite tests it).' },
    { name: 'MAIL_CAP_PER_HOUR', value: '100000', why: 'The test suites send hundreds of e-mails an hour to the local sink; the digest is tested with its own cap.' },
    { name: 'MAIL_RETRY_BASE_MS', value: '100', why: "The local sink has no hiccups to ride out: a lead e-mail's tries 0.1 s and 0.2 s apart, not 1 s and 2 s." },
    { name: 'ENFORCE_APP_CHECK', value: 'false', why: 'The emulators have no App Check: the booking callables take calls without its token here.' },
    { name: 'MAIL_FROM', value: MAIL_FROM },
  ];
}

/** The password secret (functions/src/config.ts), which the local sink does not check. */
export const LOCAL_SECRET_NAME = 'SMTP_PASSWORD';
export const LOCAL_SMTP_PASSWORD = 'not-needed-by-the-local-sink';

/** The function suite's own SMTP sink, project and params: its functions run in the test process, beside the browser suite. */
export const FUNCTION_SUITE = {
  project: 'demo-movaly-functions',
  smtpPort: 2526,
  mailHttpPort: 8026,
} as const;

/** The function suite's environment: its project, its sink, and the params as the function reads them. */
export function functionSuiteEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: FUNCTION_SUITE.project,
    // What firebase-admin's initializeApp() reads first; `firebase emulators:exec` sets it to the site's project.
    FIREBASE_CONFIG: JSON.stringify({ projectId: FUNCTION_SUITE.project }),
    MAIL_HTTP_PORT: String(FUNCTION_SUITE.mailHttpPort),
    // The site's public web config, for the visitor-side code the suite runs too (tests/functions/visitor-writes.test.ts).
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_PROJECT_ID: FUNCTION_SUITE.project,
    VITE_FIREBASE_EMULATORS: `firestore=${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'},auth=${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`,
    ...Object.fromEntries([...localFunctionParams(FUNCTION_SUITE.smtpPort).map(({ name, value }) => [name, value]), [LOCAL_SECRET_NAME, LOCAL_SMTP_PASSWORD]]),
  };
}
