import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { guardConsole } from './support/console-guard';
import { signInAsStaff } from './support/staff';

/*
 * Issue 30, part 1, as a staff member does it: from the admin home to "Disponibilidade", Monday's hours
 * typed and copied to the weekdays, a video link refused until it is https (beside its field, nothing
 * typed lost), saved through the rules, and read back after a reload. The page passes axe.
 */
guardConsole(test);

test('a staff member sets their weekly hours and call link, and finds them again after a reload', async ({ page }) => {
  await signInAsStaff(page, '/admin');
  await page.getByRole('link', { name: /Disponibilidade/ }).click();
  await expect(page).toHaveURL(/\/admin\/disponibilidade$/);
  await expect(page.getByText(/horário de Brasília \(America\/Sao_Paulo\)/)).toBeVisible();

  const day = (name: string) => page.getByRole('group', { name, exact: true });
  await page.getByRole('button', { name: 'Adicionar horário a Segunda-feira' }).click();
  const monday = day('Segunda-feira').getByRole('group', { name: 'Horário 1' });
  await monday.getByLabel('Início').fill('09:30');
  await monday.getByLabel('Fim').fill('12:00');
  await page.getByRole('button', { name: 'Copiar segunda-feira para os dias úteis' }).click();
  await page.getByLabel('Duração da conversa (minutos)').fill('45');
  await page.getByRole('radio', { name: 'Videochamada, sempre no mesmo link' }).check();
  const link = page.getByLabel('Link da videochamada');
  await link.fill('meet.example.com/movaly');

  await page.getByRole('button', { name: 'Salvar disponibilidade' }).click();
  await expect(page.getByText('Não foi salvo: corrija o campo marcado.')).toBeVisible();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Informe um link que comece com https://')).toBeVisible();
  await expect(monday.getByLabel('Início')).toHaveValue('09:30');
  await expectAccessible(page);

  await link.fill('https://meet.example.com/movaly');
  await page.getByRole('button', { name: 'Salvar disponibilidade' }).click();
  await expect(page.getByText('Disponibilidade salva.')).toBeVisible();

  await page.reload();
  await expect(day('Sexta-feira').getByRole('group', { name: 'Horário 1' }).getByLabel('Início')).toHaveValue('09:30');
  await expect(day('Segunda-feira').getByRole('group', { name: 'Horário 1' }).getByLabel('Fim')).toHaveValue('12:00');
  await expect(day('Sábado').getByText('Sem conversas neste dia.')).toBeVisible();
  await expect(page.getByLabel('Duração da conversa (minutos)')).toHaveValue('45');
  await expect(page.getByLabel('Link da videochamada')).toHaveValue('https://meet.example.com/movaly');
});
