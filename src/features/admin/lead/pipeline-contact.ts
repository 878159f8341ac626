import type { TFunction } from 'i18next';
import { site } from '../../../config/site';
import type { PipelineChange } from '../../../backend/pipeline';
import { type ContactChannel, type ContactLinks, contactLinks } from '../../../domain/contact-links';
import { type Lead, NEWSLETTER_FORM_ID, type Stage } from '../../../domain/lead';

/*
 * The ready-to-send texts of a one-tap contact: a WhatsApp greeting that names the briefing and an
 * e-mail subject with its name. They are written to the lead, so `t` is fixed to the lead's language.
 */

/** "Briefing - Clone Digital com IA" -> "Clone Digital com IA": the part of a title after its kind. */
export function briefingTopic(title: string): string | undefined {
  const match = /^\s*briefing\s*[-–—:]\s*(.+)$/i.exec(title);
  return match ? match[1].trim() : undefined;
}

/** The lead's first name, as a greeting uses it. */
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '';

export function contactTexts(lead: Pick<Lead, 'formId' | 'name'>, formTitle: string, t: TFunction): { greeting: string; subject: string } {
  const name = firstName(lead.name);
  const hello = name ? t('admin.contact.hello', { name }) : t('admin.contact.helloNoName');
  const company = site.name;
  const topic = briefingTopic(formTitle);
  const about =
    lead.formId === NEWSLETTER_FORM_ID
      ? t('admin.contact.aboutNewsletter', { company })
      : topic
        ? t('admin.contact.aboutBriefing', { company, topic })
        : t('admin.contact.aboutTitle', { company, title: formTitle });
  return { greeting: `${hello} ${about}`, subject: t('admin.contact.subject', { company, title: formTitle }) };
}

/** Every link the lead's contact details allow, with the texts above. */
export const leadContactLinks = (lead: Pick<Lead, 'formId' | 'name' | 'phone' | 'email'>, formTitle: string, t: TFunction): ContactLinks =>
  contactLinks(lead, contactTexts(lead, formTitle, t));

/**
 * The question before marking a `novo` lead contacted. It opens with the lead's name; without one it
 * has a sentence of its own ("Este lead está…"): the name's stand-in, 'o lead', fits inside a
 * sentence (the buttons' labels) but would open this one in lower case.
 */
export function contactConfirmText(name: string | null, channel: string, t: TFunction): string {
  const named = name?.trim();
  return named ? t('admin.contact.askText', { name: named, channel }) : t('admin.contact.askTextNoName', { channel });
}

/**
 * What a tap on a contact link writes. Every tap is a contact and goes in the history, so a lead's
 * history tells every time someone reached out (issue 29). Only a `novo` lead has a question first
 * (whether to mark it contacted): nothing is written until it is answered (`contactAnswer`), because
 * the answer decides whether the same entry also moves the stage (one entry per write).
 */
export function contactOnTap(stage: Stage, channel: ContactChannel): { ask: true } | { ask: false; change: PipelineChange } {
  return stage === 'novo' ? { ask: true } : { ask: false, change: { kind: 'contact', channel } };
}

/** The change written for the answer to "Marcar como em contato?": yes moves the lead, "Agora não" (or closing) keeps it `novo`. */
export const contactAnswer = (channel: ContactChannel, markContacted: boolean): PipelineChange => ({ kind: 'contact', channel, markContacted });
