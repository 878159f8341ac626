import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LOCAL_STAFF } from '../../scripts/seed';
import { AGENDA_MAX_LINES, AGENDA_SENDS, agendaSendId } from '../../src/domain/daily-agenda';
import { LEADS, leadId, STAFF } from '../../src/domain/lead';
import { todayInBrazil } from '../../src/domain/studio-time';
import { storedLead } from '../support/stored-lead';
import { adminDb } from '../support/admin';
import { waitForMail } from '../support/mailbox';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';

/*
 * Issue 29: the morning "Agenda do dia" reminds its assignee of a follow-up that fell due, and its
 * link opens the lead. A lead assigned to the seeded staff member with a follow-up for yesterday
 * (Brazil's day) is in the agenda sent to them, with the code `npm run agenda:send` runs, and the
 * e-mail's link shows that lead to them once signed in. It finds that agenda by the member's address
 * and the lead's own name, so other specs' mail around it does not matter.
 */
guardConsole(test);
const contact = readRegistry().forms.find((f) => f.id === 'contato')!;

/** The calendar day before `day` (YYYY-MM-DD), by the calendar, whatever the hour. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const brazilianDate = (day: string) => day.split('-').reverse().join('/');

test('a follow-up set for yesterday is in the Agenda do dia e-mailed to its assignee, and its link opens the lead for them', async ({ page, baseURL }) => {
  const tag = unique();
  const name = `Agenda Ontem ${tag}`;
  const docId = await storedLead(contact, { nome: name, email: `agenda.ontem.${tag}@example.com` });
  const summaryPath = `${LEADS}/${leadId(contact.id, docId)}`;
  const [member] = (await adminDb().collection(STAFF).where('email', '==', LOCAL_STAFF.email).get()).docs;
  expect(member, 'the seeded staff member has a staff document').toBeDefined();

  // Assigned to the seeded member, due yesterday, as the lead page leaves a lead given a follow-up.
  const today = todayInBrazil();
  const yesterday = dayBefore(today);
  await adminDb().doc(summaryPath).update({ assignee: member.id, followUp: yesterday, due: yesterday, lastActivityAt: FieldValue.serverTimestamp() });
  // The agenda lists at most AGENDA_MAX_LINES overdue follow-ups, the oldest first: this one, the
  // latest possible, is in it only while other specs left the member no more than that many.
  const overdue = await adminDb().collection(LEADS).where('assignee', '==', member.id).where('due', '<=', yesterday).count().get();
  expect(overdue.data().count, 'overdue follow-ups of the seeded member, this one included').toBeLessThanOrEqual(AGENDA_MAX_LINES);

  // One agenda per member per day: the run claims `agenda_sends/{uid}_{day}` before it sends, and a
  // claimed day sends nothing more. The seeded member's day may be claimed already: by `npm run
  // agenda:send` or the local sweep on emulators these tests reuse, or by an earlier run of this spec.
  // Deleting the claim lets this run send today's agenda now, with this lead in it.
  await adminDb().collection(AGENDA_SENDS).doc(agendaSendId(member.id, today)).delete();
  const output = execFileSync('node_modules/.bin/tsx', ['tests/e2e/support/send-agenda.ts', baseURL!, member.id], { encoding: 'utf8' });
  expect(JSON.parse(output.trim().split('\n').pop()!)).toMatchObject({ day: today, sent: 1, failed: 0 });

  const link = `${baseURL}/admin/leads/${contact.id}/${docId}`;
  const mail = await waitForMail((all) => all.some((m) => m.to.includes(LOCAL_STAFF.email) && m.text.includes(name)));
  const agenda = mail.find((m) => m.to.includes(LOCAL_STAFF.email) && m.text.includes(name))!;
  expect(agenda.subject).toMatch(new RegExp(`^Agenda do dia ${brazilianDate(today)}: \\d+ atrasados?`));
  expect(agenda.text).toContain(`${name} | ${contact.form.texts.title} | previsto para ${brazilianDate(yesterday)} | ${link}`);
  expect(agenda.html).toContain(`<a href="${link}">Abrir no painel</a>`);

  await signInAsStaff(page);
  await page.goto(link);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
