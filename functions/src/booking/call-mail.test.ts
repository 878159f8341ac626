import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../mailer';
import { callMail, type StoredCall } from './call-mail';

/* One builder for every e-mail of a booked call: which carries the `.ics`, with which METHOD and SEQUENCE, and who is written to. */
const START = Date.UTC(2031, 2, 12, 18, 0);
const booking: StoredCall = {
  formId: 'contato',
  submissionId: 'abc',
  leadId: 'contato__abc',
  staffId: 'u1',
  staffEmail: 'ana@movaly.com.br',
  start: START,
  end: START + 30 * 60_000,
  place: { kind: 'video', link: 'https://meet.example.com/movaly-conversa' },
  visitor: { name: 'Zé Souza', email: 'ze@example.com', locale: 'es', zone: 'Europe/Lisbon' },
  status: 'booked',
  sequence: 0,
  createdAt: START - 3 * 86_400_000,
  manageToken: 'tok123',
};
const links = { siteUrl: 'https://movaly.com.br', formTitle: () => 'Contato' };

/** What a calendar reads from the mail's invite.ics. */
function invite(mail: OutgoingMail | undefined) {
  expect(mail?.attachments).toHaveLength(1);
  const file = mail!.attachments![0];
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { filename: file.filename, contentType: file.contentType, method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence };
}

describe('a booked call’s e-mail', () => {
  it('the invitation goes to each side with the .ics at SEQUENCE 0; the staff’s replies go to the visitor', () => {
    const visitor = callMail('bk1', booking, 'visitor', { kind: 'invitation', sequence: 0 }, links);
    const staff = callMail('bk1', booking, 'staff', { kind: 'invitation', sequence: 0 }, links);
    expect(visitor?.to).toBe('ze@example.com');
    expect(visitor?.text).toContain('https://movaly.com.br/conversa/tok123');
    expect(staff).toMatchObject({ to: 'ana@movaly.com.br', replyTo: 'ze@example.com' });
    expect(staff?.text).toContain('/admin/leads/contato/abc');
    for (const mail of [visitor, staff]) {
      expect(invite(mail)).toEqual({ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST; charset=utf-8', method: 'REQUEST', uid: 'bk1@movaly.com.br', sequence: 0 });
    }
  });

  it('a cancellation carries METHOD:CANCEL at the change’s SEQUENCE, and the visitor’s no longer links to the call', () => {
    const facts = { kind: 'cancelled', sequence: 2, by: 'visitor' } as const;
    const visitor = callMail('bk1', { ...booking, status: 'cancelled' }, 'visitor', facts, links);
    expect(visitor?.text).not.toContain('/conversa/');
    for (const mail of [visitor, callMail('bk1', booking, 'staff', facts, links)]) {
      expect(invite(mail)).toMatchObject({ contentType: 'text/calendar; method=CANCEL; charset=utf-8', method: 'CANCEL', uid: 'bk1@movaly.com.br', sequence: 2 });
    }
  });

  it('a reminder goes without .ics; the visitor’s still links to manage the call', () => {
    const visitor = callMail('bk1', booking, 'visitor', { kind: 'reminder24h', sequence: 0 }, links);
    expect(visitor?.attachments).toBeUndefined();
    expect(visitor?.text).toContain('https://movaly.com.br/conversa/tok123');
    expect(callMail('bk1', booking, 'staff', { kind: 'reminder1h', sequence: 0 }, links)?.attachments).toBeUndefined();
  });

  it('a side without an e-mail address gets none, and the staff’s then has nobody to reply to', () => {
    const noVisitorMail = { ...booking, visitor: { ...booking.visitor, email: 'sem e-mail' } };
    expect(callMail('bk1', noVisitorMail, 'visitor', { kind: 'reminder1h', sequence: 0 }, links)).toBeUndefined();
    expect(callMail('bk1', noVisitorMail, 'staff', { kind: 'reminder1h', sequence: 0 }, links)?.replyTo).toBeUndefined();
    expect(callMail('bk1', { ...booking, staffEmail: '' }, 'staff', { kind: 'reminder1h', sequence: 0 }, links)).toBeUndefined();
  });
});
