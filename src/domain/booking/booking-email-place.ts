/*
 * Where a booked call happens, as the invitation's LOCATION and the e-mails say it: the staff member's
 * video-call link, or the visitor's own number when the studio calls them (phone or WhatsApp).
 */
import { oneLine } from '../../forms/core/answer-presentation';
import type { Locale } from '../../forms/core/definition';
import type { CallPlace } from './availability';

/** The staff member's place of the call, with the number given in the briefing when the studio calls. */
export type InvitePlace = Extract<CallPlace, { kind: 'video' }> | (Extract<CallPlace, { kind: 'phone' | 'whatsapp' }> & { phone?: string });

/** The invitation's place from the staff member's availability and the visitor's phone (if any). */
export function invitePlace(place: CallPlace, visitorPhone?: string | null): InvitePlace {
  if (place.kind === 'video') return { kind: 'video', link: place.link.trim() };
  const phone = typeof visitorPhone === 'string' ? oneLine(visitorPhone) : '';
  return phone ? { kind: place.kind, phone } : { kind: place.kind };
}

const PHONE: Record<Locale, string> = { pt: 'Telefone', es: 'Teléfono', en: 'Phone' };

/**
 * The invitation's LOCATION in the recipient's language: the video link itself (calendars make it a
 * link), "Telefone: (11) 98888-7777", or "WhatsApp: (11) 98888-7777".
 */
export function placeLocation(place: InvitePlace, locale: Locale): string {
  if (place.kind === 'video') return place.link;
  const word = place.kind === 'phone' ? PHONE[locale] : 'WhatsApp';
  return place.phone ? `${word}: ${place.phone}` : word;
}

/** A link a mail may make clickable: only web addresses (a stored link is never trusted to be one). */
export const isWebLink = (link: string) => /^https?:\/\/[^\s<>"']+$/i.test(link);
