import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { BOOKING_TIME_ZONE } from './availability';
import {
  type BookingMailKind,
  callWhen,
  carriesInvite,
  invitePlace,
  staffBookingEmail,
  staffInviteTexts,
  type StaffMailInput,
  visitorBookingEmail,
  visitorInviteTexts,
  type VisitorMailInput,
  zoneName,
} from './booking-email';

// Thursday 4 December 2025, 15:00-15:30 in Brazil (18:00Z), built from the wall clock by the zone library.
const start = new TZDate(2025, 11, 4, 15, 0, BOOKING_TIME_ZONE).getTime();
const end = start + 30 * 60_000;
const MANAGE = 'https://movaly.com.br/conversa/tok_9d2f';
const LEAD = 'https://movaly.com.br/admin/leads/contato/d1';
const video = { kind: 'video' as const, link: 'https://meet.google.com/abc-defg-hij' };

const visitor = (over: Partial<VisitorMailInput> = {}): VisitorMailInput => ({
  start,
  end,
  place: video,
  locale: 'pt',
  timeZone: BOOKING_TIME_ZONE,
  visitorName: 'Zé Souza',
  staffName: 'Ana Lima',
  manageUrl: MANAGE,
  ...over,
});

const staff = (over: Partial<StaffMailInput> = {}): StaffMailInput => ({
  start,
  end,
  place: video,
  visitorName: 'Zé Souza',
  visitorEmail: 'ze@example.com',
  visitorPhone: '(11) 98888-7777',
  formTitle: 'Briefing de vídeo',
  leadUrl: LEAD,
  ...over,
});

const KINDS: BookingMailKind[] = ['invitation', 'rescheduled', 'cancelled', 'reminder24h', 'reminder1h'];

describe("the visitor's booking e-mails", () => {
  it('invite in Portuguese, times in Brasília named as such, the place, the staff member and the cancel/reschedule link', () => {
    const mail = visitorBookingEmail('invitation', visitor());
    expect(mail.subject).toBe('Conversa marcada com a Movaly: quinta-feira, 4 de dezembro, 15:00');
    expect(mail.text).toContain('Olá, Zé Souza!');
    expect(mail.text).toContain('Quando: quinta-feira, 4 de dezembro de 2025, 15:00–15:30 (horário de Brasília)');
    expect(mail.text).toContain('Onde: Videochamada: https://meet.google.com/abc-defg-hij');
    expect(mail.text).toContain('Com: Ana Lima');
    expect(mail.text).toContain('O convite vai anexo');
    expect(mail.text).toContain(`Precisa cancelar ou mudar o horário? ${MANAGE}`);
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.html).toContain(`<a href="${MANAGE}">`);
    expect(mail.html).toContain('<a href="https://meet.google.com/abc-defg-hij">');
  });

  it('speak Spanish and English, with their own words for the zone', () => {
    const es = visitorBookingEmail('invitation', visitor({ locale: 'es' }));
    expect(es.subject).toBe('Llamada agendada con Movaly: jueves, 4 de diciembre, 15:00');
    expect(es.text).toContain('¡Hola, Zé Souza!');
    expect(es.text).toContain('Cuándo: jueves, 4 de diciembre de 2025, 15:00–15:30 (hora de Brasilia)');
    expect(es.text).toContain(`¿Necesitas cancelar o cambiar el horario? ${MANAGE}`);
    expect(es.html).toContain('<html lang="es">');

    const en = visitorBookingEmail('invitation', visitor({ locale: 'en' }));
    expect(en.subject).toBe('Call booked with Movaly: Thursday 4 December, 15:00');
    expect(en.text).toContain('When: Thursday, 4 December 2025, 15:00–15:30 (Brasília time)');
    expect(en.text).toContain(`Need to cancel or change the time? ${MANAGE}`);
  });

  it("tell a visitor abroad the time of their own zone, and name it (Lisbon: 18:00, Western European)", () => {
    const mail = visitorBookingEmail('invitation', visitor({ timeZone: 'Europe/Lisbon' }));
    expect(mail.subject).toBe('Conversa marcada com a Movaly: quinta-feira, 4 de dezembro, 18:00');
    expect(mail.text).toMatch(/Quando: quinta-feira, 4 de dezembro de 2025, 18:00–18:30 \(horário da Europa Ocidental\)/);
    expect(visitorBookingEmail('reminder1h', visitor({ timeZone: 'Europe/Lisbon', locale: 'en' })).subject).toBe('Coming up: your call with Movaly at 18:00');
  });

  it("fall back to Brasília's time when the browser gave no zone or one nobody knows", () => {
    for (const timeZone of [undefined, 'Mars/Olympus']) {
      expect(visitorBookingEmail('invitation', visitor({ timeZone })).text).toContain('15:00–15:30 (horário de Brasília)');
    }
  });

  it('say who calls whom on a phone or WhatsApp call, with the number', () => {
    expect(visitorBookingEmail('invitation', visitor({ place: invitePlace({ kind: 'phone' }, '(11) 98888-7777') })).text).toContain(
      'Onde: Vamos ligar para você no (11) 98888-7777',
    );
    expect(visitorBookingEmail('invitation', visitor({ locale: 'es', place: invitePlace({ kind: 'whatsapp' }, '(11) 98888-7777') })).text).toContain(
      'Dónde: Te llamaremos por WhatsApp al (11) 98888-7777',
    );
    expect(visitorBookingEmail('invitation', visitor({ locale: 'en', place: invitePlace({ kind: 'phone' }, null) })).text).toContain(
      'Where: We will call the phone number you gave us',
    );
  });

  it('reschedule with the new and the former time', () => {
    const previous = { start: start - 24 * 60 * 60_000, end: end - 24 * 60 * 60_000 };
    const mail = visitorBookingEmail('rescheduled', visitor({ previous, by: 'visitor' }));
    expect(mail.subject).toBe('Conversa remarcada com a Movaly: quinta-feira, 4 de dezembro, 15:00');
    expect(mail.text).toContain('Quando: quinta-feira, 4 de dezembro de 2025, 15:00–15:30 (horário de Brasília)');
    expect(mail.text).toContain('Horário anterior: quarta-feira, 3 de dezembro de 2025, 15:00–15:30 (horário de Brasília)');
    expect(mail.text).toContain(MANAGE);
  });

  it('cancel saying who cancelled, without the spent cancel link and with the attachment that removes it', () => {
    const byVisitor = visitorBookingEmail('cancelled', visitor({ by: 'visitor' }));
    expect(byVisitor.subject).toBe('Conversa com a Movaly cancelada: quinta-feira, 4 de dezembro, 15:00');
    expect(byVisitor.text).toContain('foi cancelada, como você pediu');
    expect(byVisitor.text).toContain('O anexo tira a conversa da sua agenda.');
    expect(byVisitor.text).not.toContain(MANAGE);
    expect(byVisitor.html).not.toContain(MANAGE);
    expect(visitorBookingEmail('cancelled', visitor({ by: 'staff', locale: 'en' })).text).toContain('We had to cancel your call with Movaly');
  });

  it('remind 24 h and 1 h before, with the place and the link, and no attachment', () => {
    const day = visitorBookingEmail('reminder24h', visitor());
    expect(day.subject).toBe('Lembrete: sua conversa com a Movaly, quinta-feira, 4 de dezembro, 15:00');
    const hour = visitorBookingEmail('reminder1h', visitor({ locale: 'es' }));
    expect(hour.subject).toBe('En un rato: tu llamada con Movaly a las 15:00');
    for (const mail of [day, hour]) {
      expect(mail.text).toContain('https://meet.google.com/abc-defg-hij');
      expect(mail.text).toContain(MANAGE);
      expect(mail.text).not.toMatch(/anexo|adjunt/);
    }
  });

  it('show what a person typed as text, never as markup; the subject and plain text keep it as typed on one line', () => {
    const name = `<img src=x onerror=alert(1)> "Zé" & 'Ana'`;
    const mail = visitorBookingEmail('invitation', visitor({ visitorName: name, staffName: '<b>Ana</b>' }));
    expect(mail.html).not.toMatch(/<img|<b>/);
    expect(mail.html).toContain('Olá, &lt;img src=x onerror=alert(1)&gt; &quot;Zé&quot; &amp; &#39;Ana&#39;!');
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(mail.text).toContain(`Olá, ${name}!`);
    const broken = visitorBookingEmail('invitation', visitor({ visitorName: 'Zé\r\nBcc: x@y.z' }));
    expect(broken.text).toContain('Olá, Zé Bcc: x@y.z!');
  });

  it('make no link of a video "link" that is no web address', () => {
    const mail = visitorBookingEmail('invitation', visitor({ place: { kind: 'video', link: 'javascript:alert(1)' } }));
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.text).toContain('Onde: Videochamada: javascript:alert(1)');
  });
});

describe("the staff member's booking e-mails", () => {
  it('invite in Portuguese, in horário de Brasília, with the contacts and the lead page', () => {
    const mail = staffBookingEmail('invitation', staff());
    expect(mail.subject).toBe('Conversa marcada: Zé Souza, quinta-feira, 4 de dezembro, 15:00');
    expect(mail.text).toContain('Zé Souza marcou uma conversa com você ao enviar o formulário Briefing de vídeo.');
    expect(mail.text).toContain('Quando: quinta-feira, 4 de dezembro de 2025, 15:00–15:30 (horário de Brasília)');
    expect(mail.text).toContain('E-mail: ze@example.com');
    expect(mail.text).toContain('Telefone: (11) 98888-7777');
    expect(mail.text).toContain(`Ver o lead no painel: ${LEAD}`);
    expect(mail.html).toContain(`<a href="${LEAD}">`);
    expect(mail.html).toContain('href="mailto:ze@example.com"');
    expect(mail.html).toContain('<html lang="pt-BR">');
  });

  it("remind 24 h and 1 h before, in Brasília's time, with the place and no attachment", () => {
    const hour = staffBookingEmail('reminder1h', staff());
    expect(hour.subject).toBe('Daqui a pouco: conversa com Zé Souza às 15:00');
    expect(hour.text).toContain('Sua conversa com Zé Souza começa daqui a pouco.');
    expect(hour.text).toContain('Onde: Videochamada: https://meet.google.com/abc-defg-hij');
    expect(staffBookingEmail('reminder24h', staff()).text).toContain('(horário de Brasília)');
    for (const kind of ['reminder24h', 'reminder1h'] as const) expect(staffBookingEmail(kind, staff()).text).not.toContain('anexo');
  });

  it("give a phone call's number as a link to dial, and a WhatsApp call's as a chat", () => {
    const phone = staffBookingEmail('invitation', staff({ place: invitePlace({ kind: 'phone' }, '(11) 98888-7777') }));
    expect(phone.text).toContain('Onde: Ligar para (11) 98888-7777');
    expect(phone.html).toContain('href="tel:+5511988887777"');
    const chat = staffBookingEmail('invitation', staff({ place: invitePlace({ kind: 'whatsapp' }, '(11) 98888-7777') }));
    expect(chat.text).toContain('Onde: Chamar no WhatsApp: (11) 98888-7777');
    expect(chat.html).toContain('href="https://wa.me/5511988887777"');
  });

  it('say who moved or cancelled the call, and the former time', () => {
    const previous = { start: start + 60 * 60_000, end: end + 60 * 60_000 };
    const moved = staffBookingEmail('rescheduled', staff({ previous, by: 'visitor' }));
    expect(moved.subject).toBe('Conversa remarcada: Zé Souza, quinta-feira, 4 de dezembro, 15:00');
    expect(moved.text).toContain('Zé Souza mudou o horário da conversa.');
    expect(moved.text).toContain('Horário anterior: quinta-feira, 4 de dezembro de 2025, 16:00–16:30 (horário de Brasília)');
    const cancelled = staffBookingEmail('cancelled', staff({ by: 'visitor' }));
    expect(cancelled.subject).toBe('Conversa cancelada: Zé Souza, quinta-feira, 4 de dezembro, 15:00');
    expect(cancelled.text).toContain('Zé Souza cancelou a conversa. O horário ficou livre na sua agenda.');
  });

  it('name a visitor without a name by their e-mail, and escape what they typed', () => {
    expect(staffBookingEmail('reminder24h', staff({ visitorName: '  ' })).subject).toBe('Lembrete: conversa com ze@example.com, quinta-feira, 4 de dezembro, 15:00');
    const mail = staffBookingEmail('invitation', staff({ visitorName: '<script>x</script>', formTitle: 'A & B' }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt; marcou uma conversa com você ao enviar o formulário A &amp; B.');
  });
});

describe('what goes with the mails', () => {
  it('an .ics with the invitation, the new time and the cancellation; none with a reminder', () => {
    expect(KINDS.filter(carriesInvite)).toEqual(['invitation', 'rescheduled', 'cancelled']);
  });

  it("the invitation's texts: the visitor's in their language with the link, the staff's with the lead page", () => {
    const mine = visitorInviteTexts({ locale: 'en', place: invitePlace({ kind: 'phone' }, '+55 11 98888-7777'), staffName: 'Ana', manageUrl: MANAGE });
    expect(mine.summary).toBe('Call with Movaly');
    expect(mine.description.split('\n')).toEqual(['We will call you on +55 11 98888-7777', 'With: Ana', '', `Need to cancel or change the time? ${MANAGE}`]);
    const theirs = staffInviteTexts({ visitorName: 'Zé Souza', visitorEmail: 'ze@example.com', leadUrl: LEAD });
    expect(theirs.summary).toBe('Conversa com Zé Souza');
    expect(theirs.description).toContain(`Ver o lead no painel: ${LEAD}`);
  });
});

describe('the zone, named', () => {
  it('calls every zone on Brasília time "horário de Brasília" and others by their name', () => {
    expect(zoneName('America/Sao_Paulo', 'pt', start)).toBe('horário de Brasília');
    expect(zoneName('America/Bahia', 'pt', start)).toBe('horário de Brasília');
    expect(zoneName('Europe/Lisbon', 'en', start)).toBe('Western European Time');
    expect(zoneName('UTC', 'pt', start)).toMatch(/\(UTC\)$/);
  });

  it("names the end's day when the call crosses midnight in the reader's zone", () => {
    const late = new TZDate(2025, 11, 4, 23, 45, BOOKING_TIME_ZONE).getTime();
    expect(callWhen(late, late + 30 * 60_000, 'pt', BOOKING_TIME_ZONE)).toBe(
      'quinta-feira, 4 de dezembro de 2025, 23:45–sexta-feira, 5 de dezembro de 2025, 00:15 (horário de Brasília)',
    );
  });
});
