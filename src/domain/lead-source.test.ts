import { describe, expect, it } from 'vitest';
import { boundedText, channelOf, firstTouchOf, LANDING_MAX, leadSourceOf, packFirstTouch, SOURCE_SEND_MAX, unpackFirstTouch, UTM_KEYS, UTM_VALUE_MAX } from './lead-source';

const SITE = 'https://movaly.com.br';
const touch = (url: string, referrer = '') => firstTouchOf(new URL(url, SITE), referrer, SITE);

describe('the channel of a referrer', () => {
  // Origins as browsers send them (the referrer policy strips the path on a cross-site visit).
  const REFERRERS: [string, string][] = [
    ['https://www.instagram.com/', 'instagram'],
    ['https://instagram.com/', 'instagram'],
    ['https://l.instagram.com/', 'instagram'],
    ['https://lm.facebook.com/', 'instagram'],
    ['https://www.facebook.com/', 'facebook'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://l.facebook.com/', 'facebook'],
    ['https://www.google.com/', 'google'],
    ['https://www.google.com.br/', 'google'],
    ['https://www.google.pt/', 'google'],
    ['https://www.google.co.uk/', 'google'],
    ['https://wa.me/', 'whatsapp'],
    ['https://web.whatsapp.com/', 'whatsapp'],
    ['https://api.whatsapp.com/', 'whatsapp'],
    ['https://www.youtube.com/', 'youtube'],
    ['https://www.linkedin.com/', 'linkedin'],
    ['https://lnkd.in/', 'linkedin'],
    ['https://www.tiktok.com/', 'tiktok'],
    ['https://www.bing.com/', 'bing'],
    ['https://mail.google.com/', 'email'],
    ['https://outlook.live.com/', 'email'],
    ['https://parceiro-estudio.com.br/', 'outro'],
  ];
  it.each(REFERRERS)('%s is %s', (referrer, channel) => {
    expect(channelOf(touch('/', referrer))).toBe(channel);
  });

  it('is "direto" with no referrer and no tag, and the site itself is no referrer', () => {
    expect(channelOf(touch('/'))).toBe('direto');
    expect(touch('/servicos', `${SITE}/`).referrer).toBeNull();
    expect(channelOf(touch('/servicos', `${SITE}/`))).toBe('direto');
  });

  it('follows a tagged link over the referrer, and calls an unknown tag "outro"', () => {
    expect(channelOf(touch('/?utm_source=Instagram&utm_campaign=natal-2026', 'https://www.google.com/'))).toBe('instagram');
    expect(channelOf(touch('/?utm_source=ig'))).toBe('instagram');
    expect(channelOf(touch('/?utm_source=whatsapp'))).toBe('whatsapp');
    expect(channelOf(touch('/?utm_source=feira-2026'))).toBe('outro');
    expect(channelOf(touch('/?utm_campaign=natal-2026'))).toBe('outro');
  });
});

describe('a first touch', () => {
  it('keeps the referrer’s origin only, never its path or query, and the landing path without its query', () => {
    const first = touch('/servicos/videos?utm_campaign=natal-2026#topo', 'https://www.google.com.br/search?q=nome+de+algu%C3%A9m');
    expect(first).toEqual({ utm: { utm_campaign: 'natal-2026' }, referrer: 'https://www.google.com.br', landing: '/servicos/videos' });
  });

  it('keeps hostile values bounded and as text: 10 kB, markup, control characters', () => {
    const huge = 'a'.repeat(10_000);
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const first = touch(`/?utm_source=${huge}&utm_campaign=${encodeURIComponent(markup)}&utm_term=${encodeURIComponent('linha\u0000um\r\nlinha\u2028dois\u0007')}`);
    expect(first.utm.utm_source).toBe('a'.repeat(UTM_VALUE_MAX));
    // Markup is kept as the characters it is (the pages write text, never HTML), within the bound.
    expect(first.utm.utm_campaign).toBe(markup.slice(0, UTM_VALUE_MAX));
    expect(first.utm.utm_term).toBe('linha um linha dois');
    expect(touch(`/${'p'.repeat(5000)}`).landing).toHaveLength(LANDING_MAX);
    expect(touch('/', 'javascript:alert(1)').referrer).toBeNull();
    expect(touch('/', 'not a url').referrer).toBeNull();
    expect(touch('/', `https://${'x'.repeat(200)}.com/`).referrer).toBeNull();
  });

  it('cuts by character, never inside an emoji, and drops an empty value', () => {
    expect(boundedText('🎬'.repeat(150), UTM_VALUE_MAX)).toBe('🎬'.repeat(UTM_VALUE_MAX));
    expect(touch('/?utm_medium=%20%20&utm_source=').utm).toEqual({});
  });
});

describe('the first touch a submission carries', () => {
  it('goes packed in one bounded string and comes back the same', () => {
    const first = touch('/servicos/videos?utm_source=ig&utm_campaign=natal-2026&utm_content=stories', 'https://l.instagram.com/');
    const packed = packFirstTouch(first)!;
    expect(packed.length).toBeLessThanOrEqual(SOURCE_SEND_MAX);
    expect(unpackFirstTouch(packed)).toEqual({ touch: first, flagged: false });
    expect(leadSourceOf(packed)).toEqual({ channel: 'instagram', ...first });
  });

  it('fits every value at its bound', () => {
    const full = { utm: Object.fromEntries(UTM_KEYS.map((key) => [key, 'x'.repeat(UTM_VALUE_MAX)])), referrer: `https://${'r'.repeat(80)}.com`, landing: `/${'p'.repeat(LANDING_MAX - 1)}` };
    expect(packFirstTouch(full)!.length).toBeLessThanOrEqual(SOURCE_SEND_MAX);
  });

  it('is read back bounded and flagged when written around the page: unknown keys, oversized values, a referrer with a path, markup', () => {
    const forged = `utm_source=${'s'.repeat(500)}&utm_campaign=%3Cb%3Ex%3C%2Fb%3E&isAdmin=true&ref=${encodeURIComponent('https://evil.example/path?q=1')}&landing=relative`;
    const { touch: back, flagged } = unpackFirstTouch(forged)!;
    expect(flagged).toBe(true);
    expect(back).toEqual({ utm: { utm_source: 's'.repeat(UTM_VALUE_MAX), utm_campaign: '<b>x</b>' }, referrer: 'https://evil.example', landing: '/' });
    expect(unpackFirstTouch(42)).toEqual({ touch: { utm: {}, referrer: null, landing: '/' }, flagged: true });
    expect(unpackFirstTouch('x'.repeat(SOURCE_SEND_MAX + 1))?.flagged).toBe(true);
  });

  it('is "direto" when the submission carries none', () => {
    expect(leadSourceOf(undefined)).toEqual({ channel: 'direto', utm: {}, referrer: null, landing: '/' });
  });
});
