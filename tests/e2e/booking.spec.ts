import { type Browser, expect, type Locator, test } from '@playwright/test';
import { BOOKINGS, bookingIdOf } from '../../src/domain/booking/booking';
import { adminDb, waitForQuery } from '../support/admin';
import { expectAccessible } from './support/accessibility';
import { CONTACT, expectNoSideScroll, seededStaffTakesCallsAllDay, sendContact, unique, VIEWPORT, ZONE } from './support/booking-visitor';
import { guardConsole } from './support/console-guard';

/*
 * Issue 30, part 3, as a visitor on a 360 px phone in Lisbon: the home page's contact form (form.json
 * `booking` on) is sent, the next free slots come in Lisbon's times with the zone named, the first is
 * picked and confirmed with the name and e-mail of the message (nothing typed twice), "Conversa
 * marcada" is said, the function stored one booking for that submission, and the next visitor no
 * longer sees that start. The seeded staff account alone takes calls, all day (support/booking-visitor.ts).
 */

test.use({ viewport: VIEWPORT, timezoneId: ZONE, hasTouch: true });
guardConsole(test);
seededStaffTakesCallsAllDay();

/** "00:30": an instant's time of day in Lisbon, as the slot list writes it in Portuguese. */
const lisbonTime = (ms: number) => new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(ms);
const brasiliaTime = (ms: number) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(ms);

/** The free slots' list once loaded: its heading names the zone. */
async function slotList(section: Locator): Promise<Locator> {
  const heading = section.getByRole('heading', { level: 3, name: /^Próximos horários livres \(/ });
  await expect(heading).toBeVisible();
  return heading;
}

test('a visitor in Lisbon books the first free slot right after sending the contact form; the next visitor no longer sees it', async ({ page, browser }) => {
  const email = `agenda.${unique()}@example.com`;
  const section = await sendContact(page, email);

  // Lisbon's times, Lisbon's zone named (never the studio's).
  const zoneHeading = await slotList(section);
  await expect(zoneHeading).toContainText('Europa');
  await expect(zoneHeading).not.toContainText('Brasília');
  const first = section.locator('button[data-start]').first();
  const start = Number(await first.getAttribute('data-start'));
  expect(lisbonTime(start)).not.toBe(brasiliaTime(start));
  await expect(first).toHaveText(lisbonTime(start));
  await expect(first).toHaveAccessibleName(new RegExp(`, ${lisbonTime(start)}$`));
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // Confirmed with what the message already said: nothing to type.
  await first.click();
  await expect(section.getByRole('heading', { level: 3, name: 'Confirme o horário' })).toBeVisible();
  await expect(section.getByText(String(CONTACT.example!.nome), { exact: true })).toBeVisible();
  await expect(section.getByText(email, { exact: true })).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Confirmar horário' }).click();

  const booked = section.getByRole('heading', { level: 3, name: /^Conversa marcada: / });
  await expect(booked).toBeVisible();
  await expect(booked).toContainText(`, ${lisbonTime(start)} (`);
  await expect(booked).toContainText('Europa');
  await expect(section.getByText(`O convite vai por e-mail para ${email}.`)).toBeVisible();
  await expectNoSideScroll(page);

  // Stored by the function: one booking for this submission, at the start picked, in the visitor's zone.
  const [submission] = await waitForQuery(CONTACT.form.collection, 'email', email);
  const bookings = await adminDb().collection(BOOKINGS).where('submissionId', '==', submission.id).get();
  expect(bookings.docs.map((doc) => doc.id)).toEqual([bookingIdOf(CONTACT.id, submission.id)]);
  expect(bookings.docs[0].data()).toMatchObject({ formId: CONTACT.id, start, status: 'booked', visitor: { email, zone: ZONE, locale: 'pt' } });

  // "Concluir": then what the contact form does after any send, its confirmation screen.
  await section.getByRole('button', { name: 'Concluir' }).click();
  await expect(section.getByRole('heading', { level: 3, name: CONTACT.form.texts.screenTitle })).toBeVisible();

  // The next visitor (another browser, another anonymous account) is offered slots, but not that start.
  await expectStartGone(browser, start);
});

async function expectStartGone(browser: Browser, start: number) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'pt-BR',
    viewport: VIEWPORT,
    timezoneId: ZONE,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    const section = await sendContact(page, `agenda.seguinte.${unique()}@example.com`);
    await slotList(section);
    await expect(section.locator('button[data-start]').first()).toBeVisible();
    await expect(section.locator(`button[data-start="${start}"]`)).toHaveCount(0);
    // Without booking: "Prefiro que me chamem" leads to the contact form's usual confirmation.
    await section.getByRole('button', { name: 'Prefiro que me chamem' }).click();
    await expect(section.getByRole('heading', { level: 3, name: CONTACT.form.texts.screenTitle })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}
