import type { TFunction } from 'i18next';
import { LINK_MEDIUMS } from '../../../domain/campaign-link';
import type { LeadSource } from '../../../domain/lead-source';

/**
 * A lead's first touch in one line, in the staff member's language (issue 41):
 * "Instagram · campanha natal-2026 · entrou por /servicos/videos". The campaign, the referrer of an
 * unknown site and the landing path are the visitor's page's values: React writes them as text. A
 * medium a campaign link sets ("Links de campanha") is named as that page names it.
 */
export function sourceLine(t: TFunction, source: LeadSource): string {
  const parts = [t(`admin.source.channels.${source.channel}`)];
  if (source.channel === 'outro' && (source.utm.utm_source || source.referrer)) parts[0] = t('admin.source.other', { name: source.utm.utm_source ?? new URL(source.referrer!).hostname });
  if (source.utm.utm_campaign) parts.push(t('admin.source.campaign', { campaign: source.utm.utm_campaign }));
  const medium = source.utm.utm_medium;
  if (medium) parts.push(t('admin.source.medium', { medium: (LINK_MEDIUMS as readonly string[]).includes(medium) ? t(`admin.campaignLinks.mediums.${medium}`) : medium }));
  if (source.utm.utm_content) parts.push(t('admin.source.content', { content: source.utm.utm_content }));
  parts.push(t('admin.source.landing', { path: source.landing }));
  return parts.join(' · ');
}
