import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18next } from '../i18n';
import { startI18n } from './jsdom-for-forms';

/**
 * For a staff room's component tests: i18next starts in Portuguese and the room's strings join it
 * (`load`, the test's own dynamic import, as the room's chunk adds them once the app has started);
 * after each test the page is unmounted and the language is Portuguese again, whatever a test chose.
 */
export function withStaffStrings(load: () => Promise<unknown>) {
  beforeAll(async () => {
    await startI18n();
    await load();
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('pt');
  });
}
