import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AgendaDeps, formTitles, sendDailyAgendas } from '../../functions/src/daily-agenda';
import { smtpMailer } from '../../functions/src/mailer';
import { FUNCTION_SUITE, MAIL_FROM } from '../../scripts/lib/local-function-params';
import { readRegistry } from '../../scripts/lib/read-forms';
import { AGENDA_SENDS, agendaSendId } from '../../src/domain/daily-agenda';
import { LEADS, leadId, STAFF, type Stage } from '../../src/domain/lead';
import { adminDb } from '../support/admin';
import { call, idToken, unique } from '../support/function-host';
import { to, withClearMailbox } from '../support/mail-per-test';
import { listMail, smtp, waitForMail } from '../support/mailbox';

/*
 * The morning "Agenda do dia" (functions/src/daily-agenda.ts), called as the schedule calls it, against
 * the Firestore emulator and the local SMTP sink. The days lie in 2019 and 2020 so that no other
 * suite's leads (received today) are among the new leads nobody has taken up to that morning; each
 * case asks for its own members only (`only`), and reads the mailbox by recipient. Only these calls
 * send an agenda (no trigger does), each has sent all it sends when it answers, and the sink stores a
 * message before it acknowledges it: the mailbox is final after each call, with no wait.
 */
const registry = readRegistry();
const contato = registry.forms.find((f) => f.id === 'contato')!;
const TITLE = contato.form.texts.title;
const SITE = 'http://127.0.0.1:5173';
const MORNING = new Date('2020-03-05T08:00:00-03:00');

const deps = (now: Date): AgendaDeps => ({
  db: adminDb(),
  mailer: smtpMailer({ host: '127.0.0.1', port: FUNCTION_SUITE.smtpPort, secure: false, from: MAIL_FROM }),
  siteUrl: SITE,
  now: () => now.getTime(),
  formTitle: formTitles(registry),
  auth: getAuth(),
});

/** A staff member as /admin/team makes one: their uid, e-mail and ID token. */
async function member(who: string) {
  const email = `agenda.${who}.${unique()}@example.com`;
  const token = await idToken(email, 'senha-agenda-1', true);
  return { uid: (await getAuth().getUserByEmail(email)).uid, email, token };
}

/** A lead's summary as the function and the lead page leave it; returns its docId (for its link). */
async function lead(name: string, fields: { stage?: Stage; assignee?: string | null; due?: string | null; received?: string }) {
  const docId = `agenda${unique()}`;
  const stage = fields.stage ?? 'em_contato';
  await adminDb()
    .collection(LEADS)
    .doc(leadId(contato.id, docId))
    .set({
      formId: contato.id,
      collection: contato.form.collection,
      docId,
      name,
      email: null,
      phone: null,
      stage,
      spam: stage === 'spam',
      assignee: fields.assignee ?? null,
      followUp: fields.due ?? null,
      due: fields.due ?? null,
      receivedAt: Timestamp.fromDate(new Date(fields.received ?? '2020-03-01T10:00:00-03:00')),
      updatedAt: null,
      updatedBy: null,
      lastEvent: null,
    });
  return docId;
}

const link = (docId: string) => `${SITE}/admin/leads/${contato.id}/${docId}`;

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
});

withClearMailbox();

describe('the daily agenda', () => {
  it('sends each member one e-mail with their overdue and today’s follow-ups and the new leads nobody took, once however often it runs', async () => {
    const ana = await member('ana');
    const bruno = await member('bruno');
    const late = await lead(`Ana Atrasada ${unique()}`, { assignee: ana.uid, due: '2020-03-04' });
    const today = await lead(`Ana Hoje ${unique()}`, { assignee: ana.uid, due: '2020-03-05' });
    const later = await lead(`Ana Depois ${unique()}`, { assignee: ana.uid, due: '2020-03-06' });
    const free = await lead(`Nova Sem Dono ${unique()}`, { stage: 'novo' });
    const spam = await lead(`Spam Sem Dono ${unique()}`, { stage: 'spam' });
    const taken = await lead(`Nova Do Bruno ${unique()}`, { stage: 'novo', assignee: bruno.uid });
    const names = async (docId: string) => (await adminDb().collection(LEADS).doc(leadId(contato.id, docId)).get()).get('name') as string;

    // The schedule delivered twice at once, then once more: one e-mail each.
    const only = [ana.uid, bruno.uid];
    const runs = await Promise.all([sendDailyAgendas(deps(MORNING), only), sendDailyAgendas(deps(MORNING), only)]);
    expect(runs[0].sent + runs[1].sent).toBe(2);
    const mail = await waitForMail((m) => to(ana.email)(m).length === 1 && to(bruno.email)(m).length === 1);
    expect((await sendDailyAgendas(deps(MORNING), only)).sent).toBe(0);

    const [forAna] = to(ana.email)(mail);
    expect(forAna.subject).toMatch(/^Agenda do dia 05\/03\/2020: 1 atrasado, 1 para hoje, \d+ novos? sem responsável$/);
    expect(forAna.text).toContain(`${await names(late)} | ${TITLE} | previsto para 04/03/2020 | ${link(late)}`);
    expect(forAna.text).toContain(`${await names(today)} | ${TITLE} | ${link(today)}`);
    expect(forAna.text).toContain(`${await names(free)} | ${TITLE} | ${link(free)}`);
    expect(forAna.html).toContain(`<a href="${link(late)}">Abrir no painel</a>`);
    for (const absent of [later, spam, taken]) expect(forAna.text).not.toContain(await names(absent));

    // Bruno has no follow-up of his own: the new leads nobody took, nothing of Ana's.
    const [forBruno] = to(bruno.email)(mail);
    expect(forBruno.subject).toMatch(/^Agenda do dia 05\/03\/2020: \d+ novos? sem responsável$/);
    expect(forBruno.text).toContain(await names(free));
    expect(forBruno.text).not.toContain(await names(late));

    expect(to(ana.email)(await listMail())).toHaveLength(1);
    const claim = (await adminDb().collection(AGENDA_SENDS).doc(agendaSendId(ana.uid, '2020-03-05')).get()).data();
    expect(claim).toMatchObject({ state: 'sent', uid: ana.uid, day: '2020-03-05', attempts: 1 });
  });

  it('sends nothing on a day with nothing to do', async () => {
    const carla = await member('carla');
    // Before every lead of this suite was received, and Carla has no follow-up.
    const report = await sendDailyAgendas(deps(new Date('2019-06-01T08:00:00-03:00')), [carla.uid]);
    expect(report).toMatchObject({ sent: 0, empty: 1, failed: 0 });
    expect(to(carla.email)(await listMail())).toHaveLength(0);
  });

  it('sends none to a member who turned it off on their own account, and again once they turn it back on', async () => {
    const dora = await member('dora');
    const outsider = await idToken(`agenda.fora.${unique()}@example.com`, 'senha-fora-1');
    const due = await lead(`Dora Atrasada ${unique()}`, { assignee: dora.uid, due: '2020-03-04' });

    expect((await call('setAgendaOff', { off: true }, outsider)).error?.status).toBe('PERMISSION_DENIED');
    expect((await call('setAgendaOff', { off: 'sim' }, dora.token)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await call('setAgendaOff', { off: true }, dora.token)).result).toEqual({ off: true });
    expect((await adminDb().collection(STAFF).doc(dora.uid).get()).get('agendaOff')).toBe(true);
    const listed = (await call('listStaff', {}, dora.token)).result as { uid: string; agendaOff?: boolean }[];
    expect(listed.find((m) => m.uid === dora.uid)).toMatchObject({ agendaOff: true });

    expect(await sendDailyAgendas(deps(MORNING), [dora.uid])).toMatchObject({ sent: 0, off: 1 });
    expect(to(dora.email)(await listMail())).toHaveLength(0);

    expect((await call('setAgendaOff', { off: false }, dora.token)).result).toEqual({ off: false });
    expect(await sendDailyAgendas(deps(MORNING), [dora.uid])).toMatchObject({ sent: 1, off: 0 });
    const [mail] = to(dora.email)(await waitForMail((m) => to(dora.email)(m).length === 1));
    expect(mail.text).toContain(link(due));
  });

  it('tries a failed send again at the next run, and sends it once', async () => {
    const edu = await member('edu');
    await lead(`Edu Hoje ${unique()}`, { assignee: edu.uid, due: '2020-03-05' });
    await smtp('down');
    expect(await sendDailyAgendas(deps(MORNING), [edu.uid])).toMatchObject({ sent: 0, failed: 1 });
    const failed = (await adminDb().collection(AGENDA_SENDS).doc(agendaSendId(edu.uid, '2020-03-05')).get()).data();
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    await smtp('up');
    expect(await sendDailyAgendas(deps(MORNING), [edu.uid])).toMatchObject({ sent: 1 });
    expect(await sendDailyAgendas(deps(MORNING), [edu.uid])).toMatchObject({ sent: 0, done: 1 });
    await waitForMail((m) => to(edu.email)(m).length === 1);
    expect(to(edu.email)(await listMail())).toHaveLength(1);
  });
});
