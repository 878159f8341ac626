/*
 * The public values a real site must be built with (all end up in the browser bundle; none is a
 * secret), and the placeholders that stand in for them on this machine. Read by src/config/site.ts
 * (and src/config/env.ts's Firebase config) in the app, and by vite.config.ts, which refuses a build for a real site
 * (any mode but `emulator`) while one is missing, so the placeholders can never reach production.
 * No import.meta.env here: vite.config.ts runs this file in Node.
 */

/** The only build mode that may use the placeholders: npm start, the tests and the bench build with it. */
export const LOCAL_BUILD_MODE = 'emulator';

/**
 * The studio's contacts as shown locally: obviously not real (a row of nines; the social links of
 * a handle nobody was asked about). npm start, the tests and the bench show these.
 */
export const LOCAL_CONTACTS = {
  VITE_WHATSAPP_NUMBER: '5511999999999',
  VITE_WHATSAPP_DISPLAY: '+55 (11) 99999-9999',
  VITE_CONTACT_EMAIL: 'contato@movaly.com.br',
  VITE_INSTAGRAM_URL: 'https://www.instagram.com/movaly',
  VITE_YOUTUBE_URL: 'https://www.youtube.com/@movaly',
} as const;

interface RequiredVariable {
  name: string;
  /** What to put there, for the build's refusal and the README. */
  what: string;
  /** The shape a value must have, when a wrong one would fail quietly in the browser. */
  shape?: RegExp;
}

export const PRODUCTION_ENV: readonly RequiredVariable[] = [
  { name: 'VITE_FIREBASE_API_KEY', what: "the Firebase web app's apiKey (Firebase console, project settings)" },
  { name: 'VITE_FIREBASE_AUTH_DOMAIN', what: "the Firebase web app's authDomain, e.g. my-project.firebaseapp.com" },
  { name: 'VITE_FIREBASE_PROJECT_ID', what: 'the Firebase project id' },
  { name: 'VITE_FIREBASE_APP_ID', what: "the Firebase web app's appId" },
  { name: 'VITE_WHATSAPP_NUMBER', what: "the studio's WhatsApp number, digits only with the country code, e.g. 5511987654321", shape: /^\d{10,15}$/ },
  { name: 'VITE_WHATSAPP_DISPLAY', what: 'the same number as people read it, e.g. +55 (11) 98765-4321' },
  { name: 'VITE_CONTACT_EMAIL', what: "the studio's public e-mail address", shape: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
  { name: 'VITE_INSTAGRAM_URL', what: "the studio's Instagram profile, e.g. https://www.instagram.com/studio", shape: /^https:\/\/(www\.)?instagram\.com\/[^/?#\s]+\/?$/ },
  { name: 'VITE_YOUTUBE_URL', what: "the studio's YouTube channel, e.g. https://www.youtube.com/@studio", shape: /^https:\/\/(www\.)?youtube\.com\/[^?#\s]+$/ },
  // The booking callables refuse a call without App Check in production (functions/src/config.ts).
  { name: 'VITE_APPCHECK_RECAPTCHA_SITE_KEY', what: 'the reCAPTCHA Enterprise site key registered under App Check (README, step 3): booking a call refuses a browser without it' },
];

/**
 * Every reason the given environment cannot build a real site, one line each: a missing (or empty)
 * variable, a value of the wrong shape, a local placeholder, or the emulators still wired in.
 */
export function productionEnvProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const { name, what, shape } of PRODUCTION_ENV) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is not set: ${what}.`);
    else if ((LOCAL_CONTACTS as Record<string, string>)[name] === value) problems.push(`${name} is the local placeholder (${value}): set ${what}.`);
    else if (shape && !shape.test(value)) problems.push(`${name} is "${value}": it must be ${what}.`);
  }
  if (env.VITE_FIREBASE_EMULATORS?.trim()) {
    problems.push('VITE_FIREBASE_EMULATORS is set: a real site talks to the Firebase project, not to emulators on this machine. Leave it unset.');
  }
  return problems;
}

/** "@studio" from https://www.instagram.com/studio or https://www.youtube.com/@studio: how the footer names a profile. */
export function handleOf(url: string): string {
  const last = url.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '';
  return last.startsWith('@') ? last : `@${last}`;
}
