import { describe, expect, it } from 'vitest';
import { campaignLinkUrl, type CampaignLinkTags, leadLinkKey, linkKey, linkName } from './campaign-link';
import { firstTouchOf, leadSourceOf, packFirstTouch } from './lead-source';
import { contributionOf, LINK_STATS } from './lead-stats';

/*
 * Issue 41's campaign links: the address a link carries, and the key that ties a lead to its link. The
 * key is made twice, from the link's tags on the page and from the lead's first touch in the function,
 * so the tests go the whole way: the link's address, landed on, carried and stored as a lead's source.
 */
const ORIGIN = 'https://movaly.com.br';
const tags: CampaignLinkTags = { path: '/clonagem-voz/briefing', channel: 'instagram', medium: 'qr', campaign: 'natal-2026', content: 'cartaz-a3' };

/** The lead's stored source after a visit lands on `url`, as the page records it and the function keeps it. */
const sourceAfterLanding = (url: string) => leadSourceOf(packFirstTouch(firstTouchOf(new URL(url), '', ORIGIN)));

describe('a campaign link', () => {
  it('folds typed names to the plain keys the link carries', () => {
    expect(linkName('  Natal 2026 ')).toBe('natal-2026');
    expect(linkName('Promoção de Verão!')).toBe('promocao-de-verao');
    expect(linkName('<b>x</b>')).toBe('b-x-b');
    expect(linkName('!!!')).toBe('');
    expect(linkName('a'.repeat(300))).toHaveLength(60);
  });

  it('is the page’s address with its tags, the content only when given', () => {
    expect(campaignLinkUrl(ORIGIN, tags)).toBe(`${ORIGIN}/clonagem-voz/briefing?utm_source=instagram&utm_medium=qr&utm_campaign=natal-2026&utm_content=cartaz-a3`);
    expect(campaignLinkUrl(ORIGIN, { ...tags, path: '/', content: '' })).toBe(`${ORIGIN}/?utm_source=instagram&utm_medium=qr&utm_campaign=natal-2026`);
  });

  it('names the channel it says when a visit lands through it', () => {
    expect(sourceAfterLanding(campaignLinkUrl(ORIGIN, { ...tags, channel: 'whatsapp' })).channel).toBe('whatsapp');
    expect(sourceAfterLanding(campaignLinkUrl(ORIGIN, { ...tags, channel: 'email' })).channel).toBe('email');
  });

  it('has the key of the leads that land through it, whatever the final slash or the case of the address', () => {
    const key = linkKey(tags);
    expect(key).toMatch(/^l[0-9a-f]{16}$/);
    expect(leadLinkKey(sourceAfterLanding(campaignLinkUrl(ORIGIN, tags)))).toBe(key);
    expect(leadLinkKey(sourceAfterLanding(`${ORIGIN}/Clonagem-Voz/briefing/?utm_source=instagram&utm_medium=qr&utm_campaign=natal-2026&utm_content=cartaz-a3`))).toBe(key);
  });

  it('has a key of its own for each page, channel, medium, campaign and content', () => {
    const keys = new Set(
      [tags, { ...tags, path: '/' }, { ...tags, channel: 'google' as const }, { ...tags, medium: 'social' as const }, { ...tags, campaign: 'natal-2027' }, { ...tags, content: '' }].map(linkKey),
    );
    expect(keys.size).toBe(6);
  });

  it('is no link of a lead whose visit carried no campaign or no source', () => {
    expect(leadLinkKey(sourceAfterLanding(`${ORIGIN}/clonagem-voz`))).toBeNull();
    expect(leadLinkKey(sourceAfterLanding(`${ORIGIN}/?utm_source=instagram`))).toBeNull();
    expect(leadLinkKey(sourceAfterLanding(`${ORIGIN}/?utm_campaign=natal`))).toBeNull();
    expect(leadLinkKey(undefined)).toBeNull();
    expect(leadLinkKey({ utm: { utm_source: 42, utm_campaign: {} } as never, landing: '/' })).toBeNull();
  });
});

describe("a lead's link in the counters", () => {
  const lead = { formId: 'contato', stage: 'novo' as const, spam: false, due: null, receivedAt: new Date('2026-11-20T12:00:00Z'), link: linkKey(tags) };
  const linkEntries = (over: object) => contributionOf({ ...lead, ...over }).filter((e) => e.doc === LINK_STATS);

  it('counts it received under its link, and won with its value once closed', () => {
    expect(linkEntries({})).toEqual([{ doc: LINK_STATS, path: ['links', lead.link, 'received'], n: 1 }]);
    expect(linkEntries({ stage: 'fechado', wonValue: 150_000 })).toEqual([
      { doc: LINK_STATS, path: ['links', lead.link, 'received'], n: 1 },
      { doc: LINK_STATS, path: ['links', lead.link, 'won'], n: 1 },
      { doc: LINK_STATS, path: ['links', lead.link, 'wonValue'], n: 150_000 },
    ]);
  });

  it('leaves spam, partial leads and a key that is no plain key out', () => {
    expect(linkEntries({ spam: true })).toEqual([]);
    expect(linkEntries({ partial: true })).toEqual([]);
    expect(linkEntries({ link: 'links.x/y' })).toEqual([]);
  });
});
