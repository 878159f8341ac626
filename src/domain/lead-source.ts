/*
 * Where a lead came from (issue 41): the first touch of the visit that sent it, without cookies or
 * personal data. A visit's landing keeps its `utm_*` parameters, the referrer's origin only (never the
 * full address, which may carry someone's search or a private path) and the landing path; a known
 * referrer or `utm_source` gets a readable channel. React- and Firebase-free: the page that records the
 * touch, the function that stores it, the staff pages and the tests read the same table.
 *
 * Nothing here is personal data: a campaign's name, a site's origin and one of the studio's own paths.
 * Every value is bounded and stripped of control characters; pages show it as text.
 */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The longest UTM value kept (a campaign's name, a term): a 10 kB parameter is cut here. */
export const UTM_VALUE_MAX = 100;
/** The longest origin ('https://l.instagram.com') and landing path kept. */
export const ORIGIN_MAX = 100;
export const LANDING_MAX = 200;

export const CHANNELS = ['instagram', 'facebook', 'google', 'whatsapp', 'linkedin', 'youtube', 'tiktok', 'bing', 'email', 'outro', 'direto'] as const;
export type Channel = (typeof CHANNELS)[number];
export const isChannel = (value: unknown): value is Channel => CHANNELS.includes(value as Channel);

export interface FirstTouch {
  utm: Partial<Record<UtmKey, string>>;
  /** The referrer's origin ('https://www.google.com.br'), or null: typed, a bookmark, an app, or the site itself. */
  referrer: string | null;
  /** The path the visit landed on ('/servicos/videos'), without its query or fragment. */
  landing: string;
}

/** A value as kept: control characters and line breaks out, spaces collapsed, trimmed, cut to `max` (by code point). */
export function boundedText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, max).join('').trim();
}

/** A referrer's origin, or null when it is none, not http(s), or the site's own (an inner link is no source). */
export function referrerOrigin(referrer: string, siteOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === siteOrigin) return null;
  return url.origin.length <= ORIGIN_MAX ? url.origin : null;
}

/** The first touch of a visit landing on `url` from `referrer` (document.referrer: '' when none). */
export function firstTouchOf(url: URL, referrer: string, siteOrigin: string): FirstTouch {
  const utm: FirstTouch['utm'] = {};
  for (const key of UTM_KEYS) {
    const value = boundedText(url.searchParams.get(key), UTM_VALUE_MAX);
    if (value) utm[key] = value;
  }
  const path = boundedText(url.pathname, LANDING_MAX);
  return { utm, referrer: referrerOrigin(referrer, siteOrigin), landing: path.startsWith('/') ? path : '/' };
}

/** Hosts (and their subdomains) of each known channel. */
const CHANNEL_HOSTS: [Channel, RegExp][] = [
  // Instagram's own pages, its link shim (l.instagram.com) and the in-app browser's (lm.facebook.com).
  ['instagram', /(^|\.)instagram\.com$|^lm\.facebook\.com$/],
  ['facebook', /(^|\.)facebook\.com$|(^|\.)fb\.com$|^fb\.me$/],
  ['whatsapp', /^wa\.me$|(^|\.)whatsapp\.com$|(^|\.)whatsapp\.net$/],
  ['google', /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$|(^|\.)googleadservices\.com$/],
  ['youtube', /(^|\.)youtube\.com$|^youtu\.be$/],
  ['linkedin', /(^|\.)linkedin\.com$|^lnkd\.in$/],
  ['tiktok', /(^|\.)tiktok\.com$/],
  ['bing', /(^|\.)bing\.com$/],
  ['email', /(^|\.)mail\.google\.com$|(^|\.)outlook\.(live|office)\.com$|(^|\.)mail\.yahoo\.com$/],
];

/** What `utm_source` values name each channel, as studios type them. */
const SOURCE_NAMES: Record<string, Channel> = {
  instagram: 'instagram',
  ig: 'instagram',
  facebook: 'facebook',
  fb: 'facebook',
  meta: 'facebook',
  google: 'google',
  'google-ads': 'google',
  adwords: 'google',
  whatsapp: 'whatsapp',
  wa: 'whatsapp',
  youtube: 'youtube',
  linkedin: 'linkedin',
  tiktok: 'tiktok',
  bing: 'bing',
  email: 'email',
  'e-mail': 'email',
  newsletter: 'email',
};

const hostOf = (origin: string) => new URL(origin).hostname.toLowerCase().replace(/^www\./, '');

/**
 * The channel of a first touch: `utm_source` when it names one (a tagged link says best where it was
 * put), else the referrer's site, else "direto" (no referrer and no tag); any other source, or tags
 * without a source, is "outro".
 * The e-mail host rule comes before Google's, so Gmail is e-mail.
 */
export function channelOf(touch: Pick<FirstTouch, 'utm' | 'referrer'>): Channel {
  const source = touch.utm.utm_source?.toLowerCase();
  if (source) return SOURCE_NAMES[source] ?? 'outro';
  // A tagged link without a source is a campaign's, not a visit with nothing: "direto" is for none at all.
  if (!touch.referrer) return Object.keys(touch.utm).length ? 'outro' : 'direto';
  const host = hostOf(touch.referrer);
  const email = CHANNEL_HOSTS.find(([channel]) => channel === 'email')!;
  if (email[1].test(host)) return 'email';
  return CHANNEL_HOSTS.find(([, hosts]) => hosts.test(host))?.[0] ?? 'outro';
}

/*
 * A submission carries its visit's first touch in one string (record.ts SOURCE_SEND), so that the rules
 * bound it with one size check (the longest briefing's rules have little room left:
 * scripts/lib/rules-generator.ts), in the query-string form
 * (`utm_source=ig&ref=https%3A%2F%2Fl.instagram.com&landing=%2Fservicos`). The function unpacks it,
 * bounds every value again and keeps what it knows.
 */
/** The longest packed first touch the rules accept: every value at its bound, in ASCII, fits. */
export const SOURCE_SEND_MAX = 1500;
const REFERRER_KEY = 'ref';
const LANDING_KEY = 'landing';

/** A first touch as a submission carries it; undefined when it would not fit (a value of many escaped characters). */
export function packFirstTouch(touch: FirstTouch): string | undefined {
  const params = new URLSearchParams();
  for (const key of UTM_KEYS) if (touch.utm[key]) params.set(key, touch.utm[key]!);
  if (touch.referrer) params.set(REFERRER_KEY, touch.referrer);
  params.set(LANDING_KEY, touch.landing);
  const packed = params.toString();
  return packed.length <= SOURCE_SEND_MAX ? packed : undefined;
}

/**
 * A carried first touch read back, every value bounded again (the rules checked only the whole size);
 * `flagged` when anything was not as the page writes it (an unknown key, a value over its bound, a
 * referrer that is no origin, not a string at all), for the function to say so on the lead.
 */
export function unpackFirstTouch(value: unknown): { touch: FirstTouch; flagged: boolean } | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > SOURCE_SEND_MAX) return { touch: { utm: {}, referrer: null, landing: '/' }, flagged: true };
  const params = new URLSearchParams(value);
  let flagged = false;
  const utm: FirstTouch['utm'] = {};
  for (const [key, raw] of params) {
    if ((UTM_KEYS as readonly string[]).includes(key)) {
      const kept = boundedText(raw, UTM_VALUE_MAX);
      if (kept !== raw) flagged = true;
      if (kept) utm[key as UtmKey] = kept;
    } else if (key !== REFERRER_KEY && key !== LANDING_KEY) flagged = true;
  }
  const ref = params.get(REFERRER_KEY);
  let referrer: string | null = null;
  if (ref !== null) {
    referrer = referrerOrigin(ref, '');
    if (referrer !== ref) flagged = true;
  }
  const path = boundedText(params.get(LANDING_KEY) ?? '/', LANDING_MAX);
  const landing = path.startsWith('/') ? path : '/';
  if (landing !== (params.get(LANDING_KEY) ?? '/')) flagged = true;
  return { touch: { utm, referrer, landing }, flagged };
}

/** What a lead summary keeps of its first touch (`source`), for the lead page, the filters and "Resultados". */
export interface LeadSource {
  channel: Channel;
  /** The UTM values, the referrer's origin and the landing path, as kept. */
  utm: Partial<Record<UtmKey, string>>;
  referrer: string | null;
  landing: string;
  /** Something in the carried touch was not as the page writes it: kept bounded, and said on the lead. */
  flagged?: true;
}

/** The summary's `source` of a carried first touch: "direto" when it has no tag and no referrer. */
export function leadSourceOf(carried: unknown): LeadSource {
  const unpacked = unpackFirstTouch(carried);
  const touch = unpacked?.touch ?? { utm: {}, referrer: null, landing: '/' };
  return { channel: channelOf(touch), ...touch, ...(unpacked?.flagged ? { flagged: true as const } : {}) };
}
