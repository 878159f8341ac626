import { expect, test } from '@playwright/test';
import { adminDb } from '../support/admin';
import { guardConsole } from './support/console-guard';

/**
 * Spec 000 section 2: a guarded automation page whose service is switched off, with the browser's own
 * Back after it. The rest moved down: the automation pages' content and the availability guard's
 * spinner and failed check to src/features/automation/automation-service-page.test.tsx, the button
 * demo to src/features/button-test/button-test-page.test.tsx, the not-found page to
 * src/features/errors/not-found-page.test.tsx (the payments page's content is
 * tests/build/payments-page.test.ts's).
 */

const isHome = (url: URL) => url.pathname === '/';

guardConsole(test);

test('a switched-off service sends the visitor home, and Back does not return to it', async ({ page }) => {
  const doc = adminDb().doc('services/automacao-instagram');
  try {
    await doc.update({ active: false });
    await page.goto('/teste-botoes');
    await page.goto('/automacao-instagram');
    await expect(page).toHaveURL(isHome);
    await expect(page.getByRole('heading', { level: 1, name: 'Automação de Instagram' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/teste-botoes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Teste de Botões' })).toBeVisible();
  } finally {
    await doc.update({ active: true });
  }
});
