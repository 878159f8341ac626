import { expect, type Locator, type Page, test } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentData } from 'firebase-admin/firestore';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { LOCAL_STAFF } from '../../../scripts/seed';
import { STAFF_AVAILABILITY } from '../../../src/domain/booking/availability';
import { fromStoredAvailability, type StoredAvailability, WEEKDAY_KEYS } from '../../../src/domain/booking/stored-availability';
import { adminDb } from '../../support/admin';
import { setTeamHours } from '../../support/team-hours';
import { fillForm } from './form-filler';

/*
 * What the booking specs (booking.spec.ts, booking-manage.spec.ts) share: a visitor on a 360 px phone
 * in Lisbon sending the home page's contact form (form.json `booking` on), and the seeded staff
 * account alone taking calls, with hours all day, every day, so that slots exist whatever the day and
 * hour the suite runs. Those specs and staff-availability.spec.ts write that account's document: they
 * run one at a time (playwright.config.ts SHARED_STATE).
 */

export const VIEWPORT = { width: 360, height: 800 };
export const ZONE = 'Europe/Lisbon';
export const CONTACT = readRegistry().forms.find((form) => form.id === 'contato')!;
export const OFFER = 'Marque uma conversa com a equipe';
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** `staff_availability/{uid}` in its stored shape: 00:00-24:00 on every day, so slots always exist. */
const ALL_DAY: StoredAvailability = {
  weekly: Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, ['00:00-24:00']])) as StoredAvailability['weekly'],
  callMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 12,
  horizonDays: 14,
  daysOff: [],
  daysOffLabels: [],
  place: { kind: 'video', link: 'https://meet.example.com/movaly' },
};

/**
 * For the calling spec: the seeded account alone takes calls (hours other suites left for other staff
 * would offer starts a spec expects gone, and its e-mail is the staff side of every invitation), all
 * day; its document is put back as it was afterwards.
 */
export function seededStaffTakesCallsAllDay(): void {
  let uid = '';
  let before: DocumentData | undefined;
  test.beforeAll(async () => {
    adminDb(); // initializes the admin app for getAuth() too
    uid = (await getAuth().getUserByEmail(LOCAL_STAFF.email)).uid;
    before = (await adminDb().collection(STAFF_AVAILABILITY).doc(uid).get()).data();
    // The seeded account's hours alone, saved as the availability page saves them.
    await setTeamHours(adminDb(), [{ uid, email: LOCAL_STAFF.email, availability: fromStoredAvailability(ALL_DAY) }]);
  });
  test.afterAll(async () => {
    if (!uid) return;
    await setTeamHours(adminDb(), before ? [{ uid, email: LOCAL_STAFF.email, availability: fromStoredAvailability(before) }] : []);
  });
}

/** Sends the contact form as a visitor and waits for the booking offer and its free slots in its place. */
export async function sendContact(page: Page, email: string): Promise<Locator> {
  const send = CONTACT.form.texts.submit!;
  await page.goto('/#contact');
  const section = page.locator('section#contact');
  await expect(section.getByRole('button', { name: send })).toBeVisible();
  await fillForm(page, CONTACT, { ...CONTACT.example, email });
  await section.getByRole('button', { name: send }).click();
  await expect(section.getByRole('heading', { level: 2, name: OFFER })).toBeVisible();
  await expect(section.getByRole('heading', { level: 3, name: /^Próximos horários livres \(/ })).toBeVisible();
  return section;
}

/** Nothing of the page is wider than the phone: the slot buttons wrap. */
export async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);
}
