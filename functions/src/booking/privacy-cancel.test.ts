import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { BOOKING_TIME_ZONE } from '../../../src/domain/booking/availability';
import { addressBusy } from './address-limit';
import { privacyCancelMail } from './privacy-cancel';

/*
 * The pure parts of issue 37's privacy cancellation and address day: the colleague's cancellation as
 * its claim describes it (the function suite sends it through the local SMTP sink), and when an
 * address's last booking refuses another.
 */
const start = new TZDate(2025, 11, 4, 15, 0, BOOKING_TIME_ZONE).getTime();
const claim = { bookingId: 'contato__abc', who: 'staff', kind: 'privacyCancelled', sequence: 2, staffEmail: 'ana@movaly.com.br', start, end: start + 30 * 60_000, place: { kind: 'phone' } };

describe('the cancellation a privacy deletion sends the colleague', () => {
  it('cancels the call in their calendar by its UID and next SEQUENCE, in Portuguese, naming nobody', () => {
    const mail = privacyCancelMail(claim)!;
    expect(mail.to).toBe('ana@movaly.com.br');
    expect(mail.subject).toBe('Conversa cancelada (pedido de privacidade): quinta-feira, 4 de dezembro, 15:00');
    expect(mail.text).toContain('pediu que os seus dados fossem apagados (LGPD)');
    expect(mail.text).toContain('O anexo tira a conversa da sua agenda.');
    const [file] = mail.attachments!;
    expect(file).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; method=CANCEL; charset=utf-8' });
    const calendar = new ICAL.Component(ICAL.parse(String(file.content)));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe('contato__abc@movaly.com.br');
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    // The person's address is what was deleted: the event invites nobody.
    expect(event.getAllProperties('attendee')).toEqual([]);
  });

  it('is nothing for a claim that does not describe a call', () => {
    expect(privacyCancelMail({ ...claim, staffEmail: 'sem-arroba' })).toBeUndefined();
    expect(privacyCancelMail({ ...claim, end: start })).toBeUndefined();
    expect(privacyCancelMail({ ...claim, sequence: 1.5 })).toBeUndefined();
    expect(privacyCancelMail({ ...claim, start: 'amanhã' })).toBeUndefined();
  });
});

describe("an address's day", () => {
  const now = Date.UTC(2026, 10, 29, 12);
  const last = (data?: Record<string, unknown>) => ({ exists: data !== undefined, get: (field: string) => data?.[field] }) as never;

  it('refuses another booking less than 24 hours after the last, never the same one, and lets one go after', () => {
    expect(addressBusy(last({ bookingId: 'a', lastBookedAt: now - 23 * 3_600_000 }), 'b', now)).toBe(true);
    expect(addressBusy(last({ bookingId: 'b', lastBookedAt: now - 60_000 }), 'b', now)).toBe(false);
    expect(addressBusy(last({ bookingId: 'a', lastBookedAt: now - 24 * 3_600_000 }), 'b', now)).toBe(false);
    expect(addressBusy(last(), 'b', now)).toBe(false);
    expect(addressBusy(undefined, 'b', now)).toBe(false);
  });
});
