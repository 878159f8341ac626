// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { headings, links, prerenderedDocument, section, textOf } from './prerendered';

/*
 * /pagamentos as the built site sends it (spec 000 section 2): the four methods, the three plans and
 * the WhatsApp help. Every route's English render is routes-and-a11y.spec.ts's; the page holds no
 * state a browser would have to judge.
 */
describe('the payments page as built', () => {
  it('shows the four methods, the three plans with their terms, and WhatsApp help in a new tab', () => {
    const doc = prerenderedDocument(paths.payments);
    expect(headings(doc, 1)).toEqual(['Pagamentos']);
    const methods = section(doc, 'Formas de Pagamento');
    expect(headings(methods, 3)).toEqual(['Cartão de Crédito ou Débito', 'PIX', 'Transferência Bancária', 'Carteiras Digitais']);
    expect(textOf(methods)).toContain('Visa, Mastercard, Amex e Elo. Parcele em até 12x no crédito.');
    expect(textOf(methods)).toMatch(/24 horas por dia, 7 dias por semana, sem taxas/);
    expect(textOf(methods)).toMatch(/TED ou DOC, com envio do comprovante.*1 a 2 dias úteis/);

    const plans = section(doc, 'Planos de Pagamento');
    expect(headings(plans, 3)).toEqual(['À Vista', '50/50', '3 Parcelas']);
    for (const terms of ['10% de desconto', '5% de desconto', 'Valor normal']) expect(textOf(plans)).toContain(terms);
    expect(textOf(plans)).toMatch(/33%, 33% e 34%/);

    expect(headings(doc, 2)).toContain('Pagamento Seguro');
    const [help] = links(doc, /Falar no WhatsApp/);
    expect(help.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
