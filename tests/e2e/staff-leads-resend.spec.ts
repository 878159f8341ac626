import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { ATTEMPTS_PER_RUN } from '../../src/domain/delivery-budget';
import { adminDb, waitForDoc } from '../support/admin';
import { smtp } from '../support/mailbox';
import { storedExample } from '../support/stored-lead';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';

/*
 * The lead viewer's "Reenviar e-mail" (staff-leads.spec.ts has the rest of the viewer). Apart because it
 * takes the SMTP sink down, so it runs in the one-at-a-time project (playwright.config.ts).
 */
const consoleGuard = guardConsole(test);
const sites = readRegistry().forms.find((f) => f.id === 'criacao_sites')!;

test('a failed e-mail is sent again from the lead page, and a refused retry says why', async ({ page }) => {
  consoleGuard.allow(/Failed to load resource/);
  const name = `Falha Envio ${unique()}`;
  try {
    await smtp('down');
    const ref = await adminDb().collection(sites.form.collection).add(storedExample(sites, { nome: name }));
    // The trigger's own tries are over (it holds the delivery while they run, and would send it
    // itself once the server is back), so what follows is the resend's doing.
    await waitForDoc(ref.path, (d) => d.delivery?.state === 'failed' && d.delivery.attempts === ATTEMPTS_PER_RUN, 60_000);
    await signInAsStaff(page, `/admin/leads/${sites.id}/${ref.id}`);
    await expect(page.getByText('Falhou', { exact: true })).toBeVisible();
    const resend = page.getByRole('button', { name: 'Reenviar e-mail' });
    await resend.click();
    await expect(page.getByText('Não foi possível reenviar o e-mail.')).toBeVisible({ timeout: 45_000 });

    await smtp('up');
    await resend.click();
    await expect(page.getByText('E-mail reenviado.')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('status').filter({ hasText: /^Enviado$/ })).toBeVisible();
    await expect(resend).toHaveCount(0);
    expect((await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent')).delivery.state).toBe('sent');
  } finally {
    await smtp('up');
  }
});
