/** The public Firebase web config and emulator wiring, read once from Vite's environment. No secrets here. */
export const env = {
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY as string,
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined,
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID as string,
    appId: import.meta.env.VITE_FIREBASE_APP_ID as string | undefined,
  },
  /**
   * reCAPTCHA Enterprise site key for Firebase App Check (public, like the rest of this config). Set
   * in production to have visitors' writes carry an App Check token; unset on the emulators.
   */
  appCheckSiteKey: (import.meta.env.VITE_APPCHECK_RECAPTCHA_SITE_KEY as string | undefined) || undefined,
  /** e.g. "firestore=127.0.0.1:8080,auth=127.0.0.1:9099,functions=127.0.0.1:5001"; empty in production. */
  emulators: Object.fromEntries(
    String(import.meta.env.VITE_FIREBASE_EMULATORS ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [name, host, port] = entry.split(/[=:]/);
        return [name, { host, port: Number(port) }];
      }),
  ) as Partial<Record<'firestore' | 'auth' | 'functions', { host: string; port: number }>>,
};
