/*
 * "Links de campanha" (issue 41, part 4): a link to one of the site's pages or briefings tagged with
 * `utm_source` (the channel), `utm_medium`, `utm_campaign` and `utm_content`, made by staff on
 * /admin/links-de-campanha and printed as a QR code or posted. A lead whose visit landed through it
 * carries the same tags and landing path (./lead-source.ts), so the function counts it under the link's
 * key (lead_stats/links, ./lead-stats.ts): the page reads one document for every link's leads and won
 * value, whatever the number of leads. React- and Firebase-free.
 */
import { campaignKey } from './lead-stats';
import type { LeadSource } from './lead-source';

export const CAMPAIGN_LINKS = 'campaign_links';

/** The channels a link can name (its `utm_source`, which channelOf reads back as the same channel). */
export const LINK_CHANNELS = ['instagram', 'facebook', 'whatsapp', 'google', 'youtube', 'linkedin', 'tiktok', 'email'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];
/** Where the link is put: a post or profile, a paid ad, a printed QR code, an e-mail, a partner's page. */
export const LINK_MEDIUMS = ['social', 'anuncio', 'qr', 'email', 'parceiro'] as const;
export type LinkMedium = (typeof LINK_MEDIUMS)[number];

/** The longest campaign and content names a link takes (the rules hold them to it). */
export const LINK_NAME_MAX = 60;
/** The longest path a link points to (the rules hold it to it). */
export const LINK_PATH_MAX = 200;
/** How many links the page lists, the newest first. */
export const LINKS_LISTED = 200;

export interface CampaignLinkTags {
  /** The page or briefing: a path of the site ('/', '/clone-digital/briefing'). */
  path: string;
  channel: LinkChannel;
  medium: LinkMedium;
  /** Its name as a key ('natal-2026'): required. */
  campaign: string;
  /** Which post, ad or print it is ('story-1'): may be empty. */
  content: string;
}

/** A stored link: its tags and who made it when. */
export interface CampaignLink extends CampaignLinkTags {
  id: string;
  createdAt: Date | null;
  createdBy: string;
  createdByEmail: string | null;
}

/** A campaign or content name as the link carries it: folded to a plain key ('Natal 2026' -> 'natal-2026'). */
export const linkName = (typed: string): string => campaignKey(typed).slice(0, LINK_NAME_MAX);

/** The link's address on `origin` ('https://movaly.com.br'). */
export function campaignLinkUrl(origin: string, tags: CampaignLinkTags): string {
  const query = new URLSearchParams({ utm_source: tags.channel, utm_medium: tags.medium, utm_campaign: tags.campaign });
  if (tags.content) query.set('utm_content', tags.content);
  return `${origin}${tags.path}?${query.toString()}`;
}

/** A path as compared: lower case, without a final slash (the router matches so too). */
const pathKey = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * A link's counter key: the same for the link's tags and for a lead that landed through it. 'l' and 16
 * hex digits of two 32-bit FNV-1a hashes of the folded tags, so any campaign name makes a plain key.
 */
export function linkKeyOf(parts: { path: string; source: string; medium: string; campaign: string; content: string }): string {
  const text = [pathKey(parts.path), parts.source, parts.medium, parts.campaign, parts.content].map((p) => p.trim().toLowerCase()).join('\n');
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return `l${hash(0x811c9dc5)}${hash(0x050c5d1f)}`;
}

export const linkKey = (tags: CampaignLinkTags) =>
  linkKeyOf({ path: tags.path, source: tags.channel, medium: tags.medium, campaign: tags.campaign, content: tags.content });

/** The key of the link a lead's visit came through, or null when its landing carried no campaign. */
export function leadLinkKey(source: Pick<LeadSource, 'utm' | 'landing'> | null | undefined): string | null {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const utm = (source?.utm ?? {}) as Record<string, unknown>;
  const [campaign, channel] = [text(utm.utm_campaign), text(utm.utm_source)];
  if (!campaign || !channel) return null;
  return linkKeyOf({ path: text(source?.landing) || '/', source: channel, medium: text(utm.utm_medium), campaign, content: text(utm.utm_content) });
}
