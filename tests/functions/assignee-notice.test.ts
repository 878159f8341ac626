import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { noticeAssignee } from '../../functions/src/assignee-notice';
import { formTitles } from '../../functions/src/daily-agenda';
import { smtpMailer } from '../../functions/src/mailer';
import { FUNCTION_SUITE, MAIL_FROM } from '../../scripts/lib/local-function-params';
import { readRegistry } from '../../scripts/lib/read-forms';
import { ASSIGNEE_NOTICES, assigneeNoticeId } from '../../src/domain/daily-agenda';
import { HISTORY, LEADS, leadId } from '../../src/domain/lead';
import { adminDb, waitForDoc } from '../support/admin';
import { idToken, unique } from '../support/function-host';
import { to, withClearMailbox } from '../support/mail-per-test';
import { listMail, waitForMail } from '../support/mailbox';

/*
 * The notice of a lead a colleague assigned (functions/src/assignee-notice.ts), sent by the deployed
 * trigger on the history entry the lead page writes with the change (written here with the admin SDK,
 * as the page's batch leaves it): once, to the new assignee, and never for a lead someone took
 * themselves.
 */
const registry = readRegistry();
const contato = registry.forms.find((f) => f.id === 'contato')!;
const SITE = 'http://127.0.0.1:5173';

async function member(who: string) {
  const email = `aviso.${who}.${unique()}@example.com`;
  await idToken(email, 'senha-aviso-1', true);
  return { uid: (await getAuth().getUserByEmail(email)).uid, email };
}

/** A lead assigned to `to` by `by`, as the lead page writes it: the summary and its history entry in one batch. */
async function assign(name: string, by: { uid: string; email: string }, to: { uid: string }) {
  const docId = `aviso${unique()}`;
  const id = leadId(contato.id, docId);
  const summary = adminDb().collection(LEADS).doc(id);
  const event = summary.collection(HISTORY).doc();
  const batch = adminDb().batch();
  batch.set(summary, {
    formId: contato.id,
    collection: contato.form.collection,
    docId,
    name,
    email: null,
    phone: null,
    stage: 'novo',
    spam: false,
    assignee: to.uid,
    followUp: null,
    due: null,
    receivedAt: Timestamp.now(),
    lastEvent: event.id,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: by.uid,
  });
  batch.set(event, { at: FieldValue.serverTimestamp(), by: by.uid, byEmail: by.email, kind: 'assignee', from: null, to: to.uid });
  await batch.commit();
  return { id, docId, eventId: event.id };
}

/**
 * Every notice of the entries written so far is decided, with no fixed wait: a later assignment's notice
 * arrives only once the trigger is done with them (a trigger's events run one at a time).
 */
async function settle(): Promise<void> {
  const marker = await member('marcador');
  await assign(`Marcador ${unique()}`, await member('quem-marca'), marker);
  await waitForMail((m) => to(marker.email)(m).length === 1);
}

withClearMailbox();

describe('the assignee notice', () => {
  it('e-mails the member a colleague gave a lead to once, with the lead’s name, form and link, even when the event comes twice', async () => {
    const ana = await member('ana');
    const bruno = await member('bruno');
    const name = `Lead Passado ${unique()}`;
    const { id, docId, eventId } = await assign(name, ana, bruno);

    const [mail] = to(bruno.email)(await waitForMail((m) => to(bruno.email)(m).length === 1));
    expect(mail.subject).toBe(`Lead atribuído a você: ${name} (${contato.form.texts.title})`);
    expect(mail.text).toContain(`${ana.email} atribuiu a você o lead ${name}, do formulário ${contato.form.texts.title}.`);
    expect(mail.text).toContain(`Ver no painel: ${SITE}/admin/leads/${contato.id}/${docId}`);
    expect(to(ana.email)(await listMail())).toHaveLength(0);
    await waitForDoc(`${ASSIGNEE_NOTICES}/${assigneeNoticeId(id, eventId)}`, (d) => d.state === 'sent');

    // The same entry delivered again: its claim says it went.
    const entry = (await adminDb().collection(LEADS).doc(id).collection(HISTORY).doc(eventId).get()).data()!;
    const deps = {
      db: adminDb(),
      mailer: smtpMailer({ host: '127.0.0.1', port: FUNCTION_SUITE.smtpPort, secure: false, from: MAIL_FROM }),
      siteUrl: SITE,
      formTitle: formTitles(registry),
      auth: getAuth(),
    };
    expect(await noticeAssignee(id, eventId, entry, deps)).toBe('done');
    await settle();
    expect(to(bruno.email)(await listMail())).toHaveLength(1);
  });

  it('sends nothing to a member who took the lead themselves', async () => {
    const carla = await member('carla');
    const { id, eventId } = await assign(`Lead Pego ${unique()}`, carla, carla);
    await settle();
    expect(to(carla.email)(await listMail())).toHaveLength(0);
    expect((await adminDb().collection(ASSIGNEE_NOTICES).doc(assigneeNoticeId(id, eventId)).get()).exists).toBe(false);
  });
});
