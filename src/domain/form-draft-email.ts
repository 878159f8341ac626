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
  },
};

/** The e-mail with the link, in the visitor's language; it says until when the link works. */
export function draftEmail(input: { formTitle: string; url: string; expiresAt: number; locale: Locale }): { subject: string; text: string; html: string } {
  const words = WORDS[input.locale] ?? WORDS.pt;
  const [saved, how, until] = words.lines(input.formTitle, callMomentWithZone(input.expiresAt, input.locale));
  return {
    subject: words.subject(input.formTitle),
    text: [saved, how, '', input.url, '', until].join('\n'),
    html: [
      `<!doctype html><html lang="${words.htmlLang}"><body>`,
      `<p>${escapeHtml(saved)}</p>`,
      `<p>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(words.open)}</a></p>`,
      `<p>${escapeHtml(until)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
