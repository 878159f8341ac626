/*
 * The e-mail of a "Continuar depois" link (issue 40; ./form-drafts.ts), in the visitor's language: what
 * it opens, and until when. Built by the function only.
 */
import type { Locale } from '../forms/core/definition';
import { escapeHtml } from '../forms/core/answer-presentation';
import { STUDIO_NAME } from './booking/booking-email-words';
import { callMomentWithZone } from './booking/lead-call';

interface DraftMailWords {
  htmlLang: string;
  subject: (form: string) => string;
  lines: (form: string, until: string) => [string, string, string];
  open: string;
  reminderSubject: (percent: number) => string;
  reminderLines: (form: string, answered: number, total: number, until: string) => [string, string];
  stop: string;
  stopFirst: string;
}

const WORDS: Record<Locale, DraftMailWords> = {
  pt: {
    htmlLang: 'pt-BR',
    subject: (form) => `Continue seu briefing: ${form}`,
    lines: (form, until) => [
      `Suas respostas do "${form}" estão guardadas na ${STUDIO_NAME}.`,
      'Abra o link abaixo em qualquer aparelho para continuar de onde parou, com todas as respostas e na mesma etapa.',
      `O link vale até ${until}. Cada vez que você salvar de novo por ele, o prazo recomeça. Se não foi você, ignore este e-mail.`,
    ],
    open: 'Continuar o briefing',
    reminderSubject: (percent) => `Seu briefing está ${percent}% pronto`,
    reminderLines: (form, answered, total, until) => [
      `Você começou o "${form}" e já respondeu ${answered} de ${total} perguntas. Falta pouco: abra o link abaixo para continuar de onde parou.`,
      `O link vale até ${until}. Este é o único lembrete que enviamos.`,
    ],
    stop: 'Não quero mais lembretes',
    stopFirst: 'Se não quiser um lembrete daqui a 48 horas, clique em "Não quero lembretes":',
  },
  es: {
    htmlLang: 'es',
    subject: (form) => `Continúa tu briefing: ${form}`,
    lines: (form, until) => [
      `Tus respuestas de "${form}" están guardadas en ${STUDIO_NAME}.`,
      'Abre el enlace de abajo en cualquier dispositivo para seguir donde lo dejaste, con todas las respuestas y en la misma etapa.',
      `El enlace vale hasta ${until}. Cada vez que vuelvas a guardar desde él, el plazo se reinicia. Si no fuiste tú, ignora este correo.`,
    ],
    open: 'Continuar el briefing',
    reminderSubject: (percent) => `Tu briefing está ${percent}% listo`,
    reminderLines: (form, answered, total, until) => [
      `Empezaste "${form}" y ya respondiste ${answered} de ${total} preguntas. Falta poco: abre el enlace de abajo para seguir donde lo dejaste.`,
      `El enlace vale hasta ${until}. Este es el único recordatorio que enviamos.`,
    ],
    stop: 'No quiero más recordatorios',
    stopFirst: 'Si no quieres un recordatorio dentro de 48 horas, haz clic en "No quiero recordatorios":',
  },
  en: {
    htmlLang: 'en',
    subject: (form) => `Continue your brief: ${form}`,
    lines: (form, until) => [
      `Your answers to "${form}" are saved at ${STUDIO_NAME}.`,
      'Open the link below on any device to carry on where you stopped, with every answer and on the same step.',
      `The link works until ${until}. Each time you save again from it, that period starts over. If this was not you, ignore this e-mail.`,
    ],
    open: 'Continue the brief',
    reminderSubject: (percent) => `Your brief is ${percent}% done`,
    reminderLines: (form, answered, total, until) => [
      `You started "${form}" and have answered ${answered} of ${total} questions. Not much left: open the link below to carry on where you stopped.`,
      `The link works until ${until}. This is the only reminder we send.`,
    ],
    stop: 'No more reminders',
    stopFirst: 'If you do not want a reminder in 48 hours, click "No reminders":',
  },
};

/** The e-mail with the link, in the visitor's language; it says until when the link works, and how to stop the reminder. */
export function draftEmail(input: { formTitle: string; url: string; stopUrl: string; expiresAt: number; locale: Locale }): { subject: string; text: string; html: string } {
  const words = WORDS[input.locale] ?? WORDS.pt;
  const [saved, how, until] = words.lines(input.formTitle, callMomentWithZone(input.expiresAt, input.locale));
  return {
    subject: words.subject(input.formTitle),
    text: [saved, how, '', input.url, '', until, '', words.stopFirst, input.stopUrl].join('\n'),
    html: page(words, [
      `<p>${escapeHtml(saved)}</p>`,
      `<p>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(words.open)}</a></p>`,
      `<p>${escapeHtml(until)}</p>`,
      `<p><small>${escapeHtml(words.stopFirst)} <a href="${escapeHtml(input.stopUrl)}">${escapeHtml(words.stop)}</a></small></p>`,
    ]),
  };
}

/** The one reminder ("Seu briefing está 45% pronto"), with the same link and the one-click stop. */
export function draftReminderEmail(input: { formTitle: string; url: string; stopUrl: string; expiresAt: number; locale: Locale; answered: number; total: number; percent: number }): { subject: string; text: string; html: string } {
  const words = WORDS[input.locale] ?? WORDS.pt;
  const [where, until] = words.reminderLines(input.formTitle, input.answered, input.total, callMomentWithZone(input.expiresAt, input.locale));
  return {
    subject: words.reminderSubject(input.percent),
    text: [where, '', input.url, '', until, '', `${words.stop}: ${input.stopUrl}`].join('\n'),
    html: page(words, [
      `<p>${escapeHtml(where)}</p>`,
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(words.open)}</a></p>`,
      `<p>${escapeHtml(until)}</p>`,
      `<p><small><a href="${escapeHtml(input.stopUrl)}">${escapeHtml(words.stop)}</a></small></p>`,
    ]),
  };
}

const page = (words: DraftMailWords, body: string[]) => [`<!doctype html><html lang="${words.htmlLang}"><body>`, ...body, '</body></html>'].join('');
