import { describe, expect, it } from 'vitest';
import { contactLinks, whatsappLink } from './contact-links';

describe('contact links', () => {
  it('turns a Brazilian number as typed into wa.me and tel: links, with the greeting encoded', () => {
    const links = contactLinks({ phone: '(11) 98888-7777' }, { greeting: 'Olá Ana! Sobre o briefing "Clone Digital"' });
    expect(links.whatsapp).toBe('https://wa.me/5511988887777?text=Ol%C3%A1%20Ana!%20Sobre%20o%20briefing%20%22Clone%20Digital%22');
    expect(links.phone).toBe('tel:+5511988887777');
  });

  it('keeps a number that already has its country code', () => {
    expect(whatsappLink('+351 912 345 678')).toBe('https://wa.me/351912345678');
  });

  it('puts the subject in the mailto link and offers nothing for what cannot be reached', () => {
    expect(contactLinks({ email: 'ana@example.com' }, { subject: 'Briefing - Clone Digital & IA' }).email).toBe(
      'mailto:ana@example.com?subject=Briefing%20-%20Clone%20Digital%20%26%20IA',
    );
    expect(contactLinks({ phone: '123', email: 'not an address' })).toEqual({ whatsapp: undefined, phone: undefined, email: undefined });
  });
});
