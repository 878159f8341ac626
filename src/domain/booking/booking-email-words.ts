/*
 * The words of the visitor's booking e-mails and invitation, Portuguese first. They live here rather
 * than in the site's locale JSON because the function builds these mails, and the staff's are always
 * Portuguese (like every staff e-mail: see ./booking-email.ts).
 */
import type { Locale } from '../../forms/core/definition';

/** The studio, as the visitor's mails name it (src/config/site.ts `name`, which reads Vite's env and so cannot be imported here). */
export const STUDIO_NAME = 'Movaly';

export type BookingMailKind = 'invitation' | 'rescheduled' | 'handedOver' | 'cancelled' | 'reminder24h' | 'reminder1h';
/** Who moved or cancelled the call; unknown says neither. */
export type BookingActor = 'visitor' | 'staff';

export interface VisitorWords {
  htmlLang: string;
  greeting: (name: string) => string;
  subject: Record<BookingMailKind, (when: string, time: string) => string>;
  intro: Record<Exclude<BookingMailKind, 'cancelled'>, string>;
  cancelledIntro: Record<BookingActor | 'unknown', string>;
  when: string;
  previously: string;
  where: string;
  with: string;
  videoCall: string;
  /** The studio calls the visitor, on the number given or (none known) on the one they gave. */
  weCall: (phone: string | undefined) => string;
  weWhatsApp: (phone: string | undefined) => string;
  attached: string;
  attachedCancel: string;
  manageQuestion: string;
  goodbye: string;
  signature: string;
  /** The invitation's SUMMARY in the visitor's calendar. */
  inviteSummary: string;
}

const S = STUDIO_NAME;

export const VISITOR_WORDS: Record<Locale, VisitorWords> = {
  pt: {
    htmlLang: 'pt-BR',
    greeting: (name) => (name ? `Olá, ${name}!` : 'Olá!'),
    subject: {
      invitation: (when) => `Conversa marcada com a ${S}: ${when}`,
      rescheduled: (when) => `Conversa remarcada com a ${S}: ${when}`,
      handedOver: (when) => `Sua conversa com a ${S} continua marcada: ${when}`,
      cancelled: (when) => `Conversa com a ${S} cancelada: ${when}`,
      reminder24h: (when) => `Lembrete: sua conversa com a ${S}, ${when}`,
      reminder1h: (_when, time) => `Daqui a pouco: sua conversa com a ${S} às ${time}`,
    },
    intro: {
      invitation: `Sua conversa com a ${S} está marcada.`,
      rescheduled: `Sua conversa com a ${S} mudou de horário. O novo horário está abaixo.`,
      handedOver: `Sua conversa com a ${S} continua no mesmo horário, agora com outra pessoa da equipe. Veja abaixo como vai ser.`,
      reminder24h: `Passando para lembrar da sua conversa com a ${S}.`,
      reminder1h: `Sua conversa com a ${S} começa daqui a pouco.`,
    },
    cancelledIntro: {
      visitor: `Sua conversa com a ${S} foi cancelada, como você pediu.`,
      staff: `Precisamos cancelar a sua conversa com a ${S}. Pedimos desculpas: vamos entrar em contato para combinar um novo horário.`,
      unknown: `Sua conversa com a ${S} foi cancelada.`,
    },
    when: 'Quando',
    previously: 'Horário anterior',
    where: 'Onde',
    with: 'Com',
    videoCall: 'Videochamada',
    weCall: (phone) => (phone ? `Vamos ligar para você no ${phone}` : 'Vamos ligar para o telefone que você informou'),
    weWhatsApp: (phone) => (phone ? `Vamos chamar você no WhatsApp, no ${phone}` : 'Vamos chamar você no WhatsApp que você informou'),
    attached: 'O convite vai anexo: abra-o para guardar a conversa na sua agenda.',
    attachedCancel: 'O anexo tira a conversa da sua agenda.',
    manageQuestion: 'Precisa cancelar ou mudar o horário?',
    goodbye: 'Até lá!',
    signature: `Equipe ${S}`,
    inviteSummary: `Conversa com a ${S}`,
  },
  es: {
    htmlLang: 'es',
    greeting: (name) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
    subject: {
      invitation: (when) => `Llamada agendada con ${S}: ${when}`,
      rescheduled: (when) => `Llamada reprogramada con ${S}: ${when}`,
      handedOver: (when) => `Tu llamada con ${S} sigue agendada: ${when}`,
      cancelled: (when) => `Llamada con ${S} cancelada: ${when}`,
      reminder24h: (when) => `Recordatorio: tu llamada con ${S}, ${when}`,
      reminder1h: (_when, time) => `En un rato: tu llamada con ${S} a las ${time}`,
    },
    intro: {
      invitation: `Tu llamada con ${S} está agendada.`,
      rescheduled: `Tu llamada con ${S} cambió de horario. El nuevo horario está abajo.`,
      handedOver: `Tu llamada con ${S} sigue en el mismo horario, ahora con otra persona del equipo. Abajo ves cómo será.`,
      reminder24h: `Te recordamos tu llamada con ${S}.`,
      reminder1h: `Tu llamada con ${S} empieza en un rato.`,
    },
    cancelledIntro: {
      visitor: `Tu llamada con ${S} fue cancelada, como pediste.`,
      staff: `Tuvimos que cancelar tu llamada con ${S}. Disculpa: nos pondremos en contacto para acordar un nuevo horario.`,
      unknown: `Tu llamada con ${S} fue cancelada.`,
    },
    when: 'Cuándo',
    previously: 'Horario anterior',
    where: 'Dónde',
    with: 'Con',
    videoCall: 'Videollamada',
    weCall: (phone) => (phone ? `Te llamaremos al ${phone}` : 'Te llamaremos al teléfono que nos diste'),
    weWhatsApp: (phone) => (phone ? `Te llamaremos por WhatsApp al ${phone}` : 'Te llamaremos por WhatsApp al número que nos diste'),
    attached: 'La invitación va adjunta: ábrela para guardar la llamada en tu calendario.',
    attachedCancel: 'El adjunto quita la llamada de tu calendario.',
    manageQuestion: '¿Necesitas cancelar o cambiar el horario?',
    goodbye: '¡Hasta pronto!',
    signature: `Equipo ${S}`,
    inviteSummary: `Llamada con ${S}`,
  },
  en: {
    htmlLang: 'en',
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    subject: {
      invitation: (when) => `Call booked with ${S}: ${when}`,
      rescheduled: (when) => `Call rescheduled with ${S}: ${when}`,
      handedOver: (when) => `Your call with ${S} is still on: ${when}`,
      cancelled: (when) => `Call with ${S} cancelled: ${when}`,
      reminder24h: (when) => `Reminder: your call with ${S}, ${when}`,
      reminder1h: (_when, time) => `Coming up: your call with ${S} at ${time}`,
    },
    intro: {
      invitation: `Your call with ${S} is booked.`,
      rescheduled: `Your call with ${S} has moved. The new time is below.`,
      handedOver: `Your call with ${S} keeps its time, now with another person of the team. How it will happen is below.`,
      reminder24h: `A quick reminder of your call with ${S}.`,
      reminder1h: `Your call with ${S} starts soon.`,
    },
    cancelledIntro: {
      visitor: `Your call with ${S} has been cancelled, as you asked.`,
      staff: `We had to cancel your call with ${S}. Sorry about that: we will get in touch to find a new time.`,
      unknown: `Your call with ${S} has been cancelled.`,
    },
    when: 'When',
    previously: 'Previously',
    where: 'Where',
    with: 'With',
    videoCall: 'Video call',
    weCall: (phone) => (phone ? `We will call you on ${phone}` : 'We will call the phone number you gave us'),
    weWhatsApp: (phone) => (phone ? `We will call you on WhatsApp, on ${phone}` : 'We will call you on WhatsApp, on the number you gave us'),
    attached: 'The invitation is attached: open it to add the call to your calendar.',
    attachedCancel: 'The attachment removes the call from your calendar.',
    manageQuestion: 'Need to cancel or change the time?',
    goodbye: 'See you soon!',
    signature: `The ${S} team`,
    inviteSummary: `Call with ${S}`,
  },
};
