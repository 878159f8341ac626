import { describe, expect, it } from 'vitest';
import { handleOf, productionEnvProblems } from './public-env';

describe("the studio's public settings", () => {
  it('names a profile by its handle, from an Instagram or a YouTube address', () => {
    expect(handleOf('https://www.instagram.com/estudioreal')).toBe('@estudioreal');
    expect(handleOf('https://www.instagram.com/estudioreal/?hl=pt')).toBe('@estudioreal');
    expect(handleOf('https://www.youtube.com/@estudioreal')).toBe('@estudioreal');
  });

  it('has nothing to say of a complete, real set', () => {
    expect(
      productionEnvProblems({
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_AUTH_DOMAIN: 'estudio-real.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'estudio-real',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
        VITE_WHATSAPP_NUMBER: '5521987654321',
        VITE_WHATSAPP_DISPLAY: '+55 (21) 98765-4321',
        VITE_CONTACT_EMAIL: 'ola@estudio-real.com.br',
        VITE_INSTAGRAM_URL: 'https://instagram.com/estudioreal/',
        VITE_YOUTUBE_URL: 'https://www.youtube.com/@estudioreal',
        VITE_APPCHECK_RECAPTCHA_SITE_KEY: '6LdExample',
        VITE_FIREBASE_EMULATORS: '',
      }),
    ).toEqual([]);
  });
});
