import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { LEAD_COUNTED, LINK_STATS } from '../../src/domain/lead-stats';
import { linkKeyOf } from '../../src/domain/campaign-link';
import { leadId, LEADS } from '../../src/domain/lead';
import { firstTouchOf, packFirstTouch } from '../../src/domain/lead-source';
import { SOURCE_SEND } from '../../src/forms/core/record';
import { readRegistry } from '../../scripts/lib/read-forms';
import { adminDb, waitForDoc } from '../support/admin';
import { storedExample } from '../support/stored-lead';

/*
 * Issue 41: the first touch a submission carries (record.ts SOURCE_SEND) becomes its lead's `source`,
 * read back and bounded by the function whatever was written around the page; a visit with no tag and
 * no referrer is "direto".
 */
const contact = readRegistry().forms.find((f) => f.id === 'contato')!;
const SITE = 'https://movaly.com.br';

/** A submission as the page stores it, with `carried` as its first touch (absent when undefined); its lead's summary once judged. */
async function leadOf(carried: unknown): Promise<DocumentData & { id: string }> {
  const ref = await adminDb().collection(contact.form.collection).add({ ...storedExample(contact), ...(carried === undefined ? {} : { [SOURCE_SEND.touch]: carried }) });
  return { ...(await waitForDoc(`${LEADS}/${leadId(contact.id, ref.id)}`, () => true)), id: leadId(contact.id, ref.id) };
}
/** The counters a lead added, as paths ('month-2026-11/channels/instagram/received'). */
const countedPaths = async (id: string) =>
  ((await adminDb().collection(LEAD_COUNTED).doc(id).get()).get('entries') as { doc: string; path: string[] }[] | undefined)?.map((e) => [e.doc, ...e.path].join('/')) ?? [];

describe('a lead’s source', () => {
  it('is its visit’s first touch: the channel, the campaign and where it landed', async () => {
    const touch = firstTouchOf(new URL('/servicos/videos?utm_source=ig&utm_campaign=natal-2026', SITE), 'https://l.instagram.com/', SITE);
    const lead = await leadOf(packFirstTouch(touch));
    expect(lead.source).toEqual({ channel: 'instagram', utm: { utm_source: 'ig', utm_campaign: 'natal-2026' }, referrer: 'https://l.instagram.com', landing: '/servicos/videos' });
    // "Resultados" counts it by channel and by campaign in its month.
    await vi.waitFor(
      async () => {
        const paths = await countedPaths(lead.id);
        expect(paths).toContainEqual(expect.stringMatching(/^month-\d{4}-\d{2}\/channels\/instagram\/received$/));
        expect(paths).toContainEqual(expect.stringMatching(/^month-\d{4}-\d{2}\/campaigns\/natal-2026\/received$/));
        // And under the campaign link with these tags and this page ("Links de campanha").
        expect(paths).toContainEqual(`${LINK_STATS}/links/${linkKeyOf({ path: '/servicos/videos', source: 'ig', medium: '', campaign: 'natal-2026', content: '' })}/received`);
      },
      { timeout: 30_000, interval: 200 },
    );
  });

  it('is "direto" for a visit with no tag and no referrer, and unknown (absent) when the page kept no first touch', async () => {
    const typed = firstTouchOf(new URL('/', SITE), '', SITE);
    expect((await leadOf(packFirstTouch(typed))).source).toEqual({ channel: 'direto', utm: {}, referrer: null, landing: '/' });
    expect((await leadOf(undefined)).source).toBeUndefined();
  });

  it('written around the page, is kept bounded and flagged: an unknown key, an oversized value, a referrer with its path', async () => {
    const forged = `utm_source=google&utm_campaign=${'c'.repeat(300)}&email=ana%40example.com&ref=${encodeURIComponent('https://www.google.com/search?q=ana')}&landing=%2F`;
    const lead = await leadOf(forged);
    expect(lead.source).toEqual({ channel: 'google', utm: { utm_source: 'google', utm_campaign: 'c'.repeat(100) }, referrer: 'https://www.google.com', landing: '/', flagged: true });
    expect(JSON.stringify(lead.source)).not.toContain('ana');
  });
});
