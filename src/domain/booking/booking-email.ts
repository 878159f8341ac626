/*
 * The e-mails of a call booked right after a briefing (issue 30): the invitation, a new time, a
 * cancellation and the reminders 24 h and 1 h before, to the visitor (in their language, times in
 * their zone) and to the staff member who takes the call (in Portuguese, times in Brasília's, like
 * every staff e-mail). Each mail is built as plain pieces and rendered twice, as text and as HTML, so
 * every name a person typed is escaped in one place. Which mails carry the `.ics` is `carriesInvite`;
 * the function attaches it (functions/src/booking/ics-invite.ts) and sends. React- and Firebase-free.
 */
import { escapeHtml, oneLine } from '../../forms/core/answer-presentation';
import type { Locale } from '../../forms/core/definition';
import { mailtoLink, telLink, whatsappLink } from '../contact-links';
import type { LeadEmail } from '../lead-email';
import { BOOKING_TIME_ZONE } from './availability';
import { type InvitePlace, isWebLink, placeLocation } from './booking-email-place';
import { callWhen, clockTime, shortWhen, zoneOrStudio } from './booking-email-when';
import { type BookingActor, type BookingMailKind, STUDIO_NAME, VISITOR_WORDS } from './booking-email-words';

export { type InvitePlace, invitePlace, placeLocation } from './booking-email-place';
export { callWhen, zoneName } from './booking-email-when';
export { type BookingActor, type BookingMailKind, STUDIO_NAME } from './booking-email-words';

export type BookingEmail = LeadEmail;

/** The call as every mail of it reads it. */
export interface BookingCall {
  /** Epoch milliseconds. */
  start: number;
  end: number;
  place: InvitePlace;
  /** For 'rescheduled': the time the call had before. */
  previous?: { start: number; end: number };
  /** For 'rescheduled' and 'cancelled': who did it (the mails say so). */
  by?: BookingActor;
}

export interface VisitorMailInput extends BookingCall {
  locale: Locale;
  /** The visitor's IANA zone as their browser reported it; the studio's when missing or unknown. */
  timeZone?: string;
  visitorName?: string;
  /** The staff member who takes the call. */
  staffName?: string;
  /**
   * The visitor's single-purpose cancel/reschedule page (manage.ts manageUrlOf); left out of the
   * cancellation (its token has nothing left to do), and when the site's address is unknown.
   */
  manageUrl?: string;
}

export interface StaffMailInput extends BookingCall {
  visitorName?: string;
  visitorEmail?: string;
  visitorPhone?: string;
  /** The form the visitor sent (its Portuguese title). */
  formTitle?: string;
  /** The lead's page in the admin (lead-email.ts viewerLink). */
  leadUrl: string;
}

/** The mails that go with an `.ics` (METHOD:REQUEST, or METHOD:CANCEL for 'cancelled'); reminders go without. */
export const carriesInvite = (kind: BookingMailKind) => kind === 'invitation' || kind === 'rescheduled' || kind === 'handedOver' || kind === 'cancelled';

/**
 * A labelled line: `text` as it is, then `link` (shown by its text, or its address) when there is one.
 * The plain-text part shows the same words, so nothing there depends on the HTML.
 */
interface Row {
  label: string;
  text?: string;
  link?: { href: string; text?: string };
}

/** A mail before rendering: every string is plain text, as typed. */
interface MailModel {
  htmlLang: string;
  subject: string;
  greeting?: string;
  intro: string;
  /** The call's facts, as a table. */
  rows: Row[];
  /** Paragraphs after the facts: a sentence, or a question and its link. */
  after: Array<string | Row>;
  closing: string[];
}

const P = 'style="margin:8px 0"';

function renderMail(mail: MailModel): BookingEmail {
  const subject = oneLine(mail.subject).slice(0, 200);
  const plain = (row: Row) => `${row.text ?? ''}${row.link ? (row.link.text ?? row.link.href) : ''}`;
  const html = (row: Row) =>
    escapeHtml(row.text ?? '') + (row.link ? `<a href="${escapeHtml(row.link.href)}">${escapeHtml(row.link.text ?? row.link.href)}</a>` : '');
  const text = [
    ...(mail.greeting ? [mail.greeting, ''] : []),
    mail.intro,
    '',
    ...mail.rows.map((row) => `${row.label}: ${plain(row)}`),
    ...mail.after.flatMap((piece) => ['', typeof piece === 'string' ? piece : `${piece.label} ${plain(piece)}`]),
    '',
    ...mail.closing,
  ].join('\n');

  return {
    subject,
    text,
    html: [
      `<!doctype html><html lang="${mail.htmlLang}"><body style="font-family:Arial,sans-serif;color:#1a202c">`,
      mail.greeting ? `<p ${P}>${escapeHtml(mail.greeting)}</p>` : '',
      `<p ${P}>${escapeHtml(mail.intro)}</p>`,
      '<table cellpadding="6" style="border-collapse:collapse">',
      ...mail.rows.map((row) => `<tr><th align="left" valign="top" style="padding-right:16px">${escapeHtml(row.label)}</th><td>${html(row)}</td></tr>`),
      '</table>',
      ...mail.after.map((piece) => `<p ${P}>${typeof piece === 'string' ? escapeHtml(piece) : `${escapeHtml(piece.label)} ${html(piece)}`}</p>`),
      `<p style="margin-top:24px">${mail.closing.map(escapeHtml).join('<br>')}</p>`,
      '</body></html>',
    ].join(''),
  };
}

/** A video link as a row: clickable only when it is a web address (a stored link is never trusted to be one). */
function videoRow(label: string, word: string, link: string): Row {
  if (!link) return { label, text: word };
  return isWebLink(link) ? { label, text: `${word}: `, link: { href: link } } : { label, text: `${word}: ${link}` };
}

/** A name a person typed, as one plain line (no header or layout tricks); empty when missing. */
const clean = (text: string | undefined | null) => (typeof text === 'string' ? oneLine(text) : '');

/** The visitor's mail of `kind`: in their language, times in their zone, with the link to cancel or reschedule. */
export function visitorBookingEmail(kind: BookingMailKind, input: VisitorMailInput): BookingEmail {
  const w = VISITOR_WORDS[input.locale];
  const zone = zoneOrStudio(input.timeZone);
  const when = callWhen(input.start, input.end, input.locale, zone);
  const place = input.place;
  const where: Row =
    place.kind === 'video'
      ? videoRow(w.where, w.videoCall, place.link)
      : { label: w.where, text: place.kind === 'phone' ? w.weCall(place.phone) : w.weWhatsApp(place.phone) };
  const rows: Row[] = [
    { label: w.when, text: when },
    ...(kind === 'rescheduled' && input.previous
      ? [{ label: w.previously, text: callWhen(input.previous.start, input.previous.end, input.locale, zone) }]
      : []),
    ...(kind === 'cancelled' ? [] : [where]),
    ...(clean(input.staffName) && kind !== 'cancelled' ? [{ label: w.with, text: clean(input.staffName) }] : []),
  ];
  const after: Array<string | Row> = [
    ...(carriesInvite(kind) ? [kind === 'cancelled' ? w.attachedCancel : w.attached] : []),
    ...(kind === 'cancelled' || !input.manageUrl ? [] : [{ label: w.manageQuestion, link: { href: input.manageUrl } }]),
  ];
  return renderMail({
    htmlLang: w.htmlLang,
    subject: w.subject[kind](shortWhen(input.start, input.locale, zone), clockTime(input.start, input.locale, zone)),
    greeting: w.greeting(clean(input.visitorName)),
    intro: kind === 'cancelled' ? w.cancelledIntro[input.by ?? 'unknown'] : w.intro[kind],
    rows,
    after,
    closing: kind === 'cancelled' ? [w.signature] : [w.goodbye, w.signature],
  });
}

/** What the staff mails call a visitor without a name (like the daily agenda's "Contato sem nome"). */
const UNNAMED_VISITOR = 'Contato sem nome';

const STAFF_SUBJECT: Record<BookingMailKind, (who: string, when: string, time: string) => string> = {
  invitation: (who, when) => `Conversa marcada: ${who}, ${when}`,
  rescheduled: (who, when) => `Conversa remarcada: ${who}, ${when}`,
  handedOver: (who, when) => `Conversa passada para você: ${who}, ${when}`,
  cancelled: (who, when) => `Conversa cancelada: ${who}, ${when}`,
  reminder24h: (who, when) => `Lembrete: conversa com ${who}, ${when}`,
  reminder1h: (who, _when, time) => `Daqui a pouco: conversa com ${who} às ${time}`,
};

function staffIntro(kind: BookingMailKind, who: string, formTitle: string, by: BookingActor | undefined): string {
  switch (kind) {
    case 'invitation':
      return formTitle ? `${who} marcou uma conversa com você ao enviar o formulário ${formTitle}.` : `${who} marcou uma conversa com você.`;
    case 'rescheduled':
      return by === 'visitor' ? `${who} mudou o horário da conversa.` : by === 'staff' ? `A equipe mudou o horário da conversa com ${who}.` : `A conversa com ${who} mudou de horário.`;
    case 'handedOver':
      return `A conversa com ${who} era de um colega que saiu da equipe e agora é sua, no mesmo horário.`;
    case 'cancelled':
      return `${by === 'visitor' ? `${who} cancelou a conversa.` : by === 'staff' ? `A equipe cancelou a conversa com ${who}.` : `A conversa com ${who} foi cancelada.`} O horário ficou livre na sua agenda.`;
    case 'reminder24h':
      return `Lembrete da sua conversa com ${who}.`;
    case 'reminder1h':
      return `Sua conversa com ${who} começa daqui a pouco.`;
  }
}

/** How the staff member reaches the visitor: the video link, or a call or chat to the visitor's number. */
function staffWhere(place: InvitePlace): Row {
  if (place.kind === 'video') return videoRow('Onde', 'Videochamada', place.link);
  const phone = place.phone ?? '';
  const href = phone ? (place.kind === 'phone' ? telLink(phone) : whatsappLink(phone)) : undefined;
  if (!phone || !href) return { label: 'Onde', text: placeLocation(place, 'pt') };
  return { label: 'Onde', text: place.kind === 'phone' ? 'Ligar para ' : 'Chamar no WhatsApp: ', link: { href, text: phone } };
}

/** A contact of the visitor, a link when it makes one (an address, a number that is a number). */
const contactRow = (label: string, value: string, href: string | undefined): Row => (href ? { label, link: { href, text: value } } : { label, text: value });

/**
 * The staff member's mail of `kind`: always Portuguese, times in "horário de Brasília", the visitor's
 * contacts and the link to the lead's page.
 */
export function staffBookingEmail(kind: BookingMailKind, input: StaffMailInput): BookingEmail {
  const who = clean(input.visitorName) || clean(input.visitorEmail) || UNNAMED_VISITOR;
  const email = clean(input.visitorEmail);
  const phone = clean(input.visitorPhone);
  const when = (start: number, end: number) => callWhen(start, end, 'pt', BOOKING_TIME_ZONE);
  const rows: Row[] = [
    { label: 'Quando', text: when(input.start, input.end) },
    ...(kind === 'rescheduled' && input.previous ? [{ label: 'Horário anterior', text: when(input.previous.start, input.previous.end) }] : []),
    ...(kind === 'cancelled' ? [] : [staffWhere(input.place)]),
    ...(email ? [contactRow('E-mail', email, mailtoLink(email))] : []),
    ...(phone ? [contactRow('Telefone', phone, whatsappLink(phone))] : []),
  ];
  return renderMail({
    htmlLang: 'pt-BR',
    subject: STAFF_SUBJECT[kind](who, shortWhen(input.start, 'pt', BOOKING_TIME_ZONE), clockTime(input.start, 'pt', BOOKING_TIME_ZONE)),
    intro: staffIntro(kind, who, clean(input.formTitle), input.by),
    rows,
    after: [
      ...(carriesInvite(kind) ? [kind === 'cancelled' ? 'O anexo tira a conversa da sua agenda.' : 'O convite vai anexo para a sua agenda.'] : []),
      { label: 'Ver o lead no painel:', link: { href: input.leadUrl } },
    ],
    closing: [`${STUDIO_NAME} · agendamento de conversas`],
  });
}

/**
 * The staff member's mail when a privacy deletion (LGPD) takes away a call still to come: the `.ics`
 * that takes it out of their calendar goes with it. It names nothing of the person (whose data is what
 * was deleted) and links to no lead (deleted too): only when the call was.
 */
export function staffPrivacyCancelEmail(input: { start: number; end: number }): BookingEmail {
  const when = callWhen(input.start, input.end, 'pt', BOOKING_TIME_ZONE);
  return renderMail({
    htmlLang: 'pt-BR',
    subject: `Conversa cancelada (pedido de privacidade): ${shortWhen(input.start, 'pt', BOOKING_TIME_ZONE)}`,
    intro: 'A pessoa que marcou esta conversa pediu que os seus dados fossem apagados (LGPD), e a equipe os apagou. A conversa foi cancelada e o horário ficou livre na sua agenda.',
    rows: [{ label: 'Quando', text: when }],
    after: ['O anexo tira a conversa da sua agenda.'],
    closing: [`${STUDIO_NAME} · agendamento de conversas`],
  });
}

/** The `.ics` SUMMARY and DESCRIPTION of that cancellation: nothing of the person either. */
export const STAFF_PRIVACY_CANCEL_TEXTS = { summary: 'Conversa cancelada (pedido de privacidade)', description: 'Os dados da pessoa foram apagados a pedido dela (LGPD).' };

/** The invitation's SUMMARY and DESCRIPTION (plain text; the `.ics` escapes it) for the visitor. */
export function visitorInviteTexts(input: Pick<VisitorMailInput, 'locale' | 'place' | 'staffName' | 'manageUrl'>): { summary: string; description: string } {
  const w = VISITOR_WORDS[input.locale];
  const place = input.place;
  const where = place.kind === 'video' ? `${w.videoCall}: ${place.link}` : place.kind === 'phone' ? w.weCall(place.phone) : w.weWhatsApp(place.phone);
  const staff = clean(input.staffName);
  return {
    summary: w.inviteSummary,
    description: [where, ...(staff ? [`${w.with}: ${staff}`] : []), ...(input.manageUrl ? ['', `${w.manageQuestion} ${input.manageUrl}`] : [])].join('\n'),
  };
}

/** The invitation's SUMMARY and DESCRIPTION for the staff member: who, how to reach them, the lead's page. */
export function staffInviteTexts(input: Pick<StaffMailInput, 'visitorName' | 'visitorEmail' | 'visitorPhone' | 'leadUrl'>): { summary: string; description: string } {
  const who = clean(input.visitorName) || clean(input.visitorEmail) || UNNAMED_VISITOR;
  return {
    summary: `Conversa com ${who}`,
    description: [
      ...(clean(input.visitorEmail) ? [`E-mail: ${clean(input.visitorEmail)}`] : []),
      ...(clean(input.visitorPhone) ? [`Telefone: ${clean(input.visitorPhone)}`] : []),
      `Ver o lead no painel: ${input.leadUrl}`,
    ].join('\n'),
  };
}
