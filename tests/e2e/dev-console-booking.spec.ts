import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { BOOKINGS, bookingIdOf, type LeadCall, type StoredBooking } from '../../src/domain/booking/booking';
import { LEADS, leadId } from '../../src/domain/lead';
import { adminDb } from '../support/admin';
import { COLD_STAFF_ROOM, contactForm, listen, storeJudgedContact } from '../dev-smoke/support';
import { signInAsStaff } from './support/staff';

/*
 * Issue 30's pages on the Vite dev server log no console error or warning: a visitor's call page
 * (/conversa/<token>) with its cancel question opened and declined, the lead page showing the call,
 * and the staff's availability page with its calendar feed section. The call is stored as the
 * function stores it, for a staff id of its own; nothing here books, writes hours or sends mail.
 *
 * Part of the dev-server smoke, in the e2e suite's project `dev-server` (playwright.config.ts).
 */

test('a visitor’s call page, a lead with a call and the availability page log nothing on the dev server', async ({ page, browser }) => {
  const tag = `${Date.now()}`;
  const name = `Dev Conversa ${tag}`;
  const email = `dev.conversa.${tag}@example.com`;
  const id = await storeJudgedContact({ nome: name, email });
  const bookingId = bookingIdOf(contactForm.id, id);
  const token = randomBytes(24).toString('base64url');
  // Three days ahead, on the hour: well past the notice, so the page offers its changes.
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000;
  const booking: StoredBooking & { manageToken: string } = {
    formId: contactForm.id,
    submissionId: id,
    leadId: leadId(contactForm.id, id),
    staffId: `dev-smoke-${tag}`,
    staffEmail: 'dev.smoke.staff@example.com',
    start,
    end: start + 30 * 60_000,
    place: { kind: 'video', link: 'https://meet.example.com/dev-smoke' },
    visitor: { name, email, locale: 'pt', zone: 'America/Sao_Paulo' },
    status: 'booked',
    sequence: 0,
    createdAt: Date.now(),
    manageToken: token,
  };
  const call: LeadCall = { bookingId, start, end: booking.end, staffId: booking.staffId, status: 'booked' };
  await adminDb().collection(BOOKINGS).doc(bookingId).set(booking);
  await adminDb().collection(LEADS).doc(leadId(contactForm.id, id)).update({ call });

  try {
    // The visitor, in a browser of their own (no staff session).
    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const visitor = await visitorContext.newPage();
    const heard = listen(visitor);
    await visitor.goto(paths.manageCall.replace(':token', token));
    await expect(visitor.getByRole('heading', { level: 1, name: 'Sua conversa com a Movaly' })).toBeVisible();
    // The page asks manageBooking, whose first call waits for a worker of its own while the emulator
    // runs the other specs' triggers: a bound, not a pace.
    await expect(visitor.getByText('Sua conversa está marcada para')).toBeVisible({ timeout: 90_000 });
    await visitor.getByRole('button', { name: 'Cancelar a conversa', exact: true }).click();
    await expect(visitor.getByRole('heading', { level: 2, name: /^Cancelar a conversa de / })).toBeVisible();
    await visitor.getByRole('button', { name: 'Manter a conversa' }).click();
    await expect(visitor.getByRole('button', { name: 'Cancelar a conversa', exact: true })).toBeVisible();
    await visitor.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    await visitorContext.close();
    expect(heard.problems, heard.problems.join('\n')).toEqual([]);

    // Staff: the lead with its call, then the availability page and its calendar section.
    const { problems } = listen(page);
    await signInAsStaff(page, paths.adminLead(contactForm.id, id), { firstLoad: COLD_STAFF_ROOM });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^Conversa marcada: /).first()).toBeVisible();
    await page.goto(paths.adminAvailability);
    await expect(page.getByRole('heading', { level: 1, name: 'Disponibilidade' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sua agenda no calendário' })).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    expect(problems, problems.join('\n')).toEqual([]);
  } finally {
    await adminDb().collection(BOOKINGS).doc(bookingId).delete();
  }
});
