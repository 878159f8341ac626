import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore';
import { CAMPAIGN_LINKS, type CampaignLink, type CampaignLinkTags, linkKey, LINKS_LISTED } from '../domain/campaign-link';
import { LEAD_STATS, LINK_STATS, type LinkStats } from '../domain/lead-stats';
import { appAuth } from './app-auth';
import { staffDb } from './staff-firestore';
import { withDates } from './timestamps';

/*
 * "Links de campanha" (issue 41): the links staff made, and what each brought. A link's document id is
 * its counter key (src/domain/campaign-link.ts linkKey), so making the same link twice finds the first;
 * the rules let staff create one with its tags and their own uid, and delete their own (owners any).
 */

/** The links, the newest first (at most LINKS_LISTED). */
export async function fetchCampaignLinks(): Promise<CampaignLink[]> {
  const { docs } = await getDocs(query(collection(staffDb(), CAMPAIGN_LINKS), orderBy('createdAt', 'desc'), limit(LINKS_LISTED)));
  return docs.map((d) => ({ id: d.id, ...(withDates(d.data()) as Omit<CampaignLink, 'id'>) }));
}

/** Each link's leads, won and won value (cents), by key: one document, kept by the function. */
export async function fetchLinkStats(): Promise<NonNullable<LinkStats['links']>> {
  const snap = await getDoc(doc(staffDb(), LEAD_STATS, LINK_STATS));
  return ((snap.data() as LinkStats | undefined)?.links ?? {}) as NonNullable<LinkStats['links']>;
}

/** Stores a link (or finds the same one made before: `created` false). */
export async function createCampaignLink(tags: CampaignLinkTags): Promise<{ id: string; created: boolean }> {
  const user = appAuth().currentUser;
  if (!user) throw new Error('Not signed in');
  const ref = doc(staffDb(), CAMPAIGN_LINKS, linkKey(tags));
  if ((await getDoc(ref)).exists()) return { id: ref.id, created: false };
  const { path, channel, medium, campaign, content } = tags;
  await setDoc(ref, { path, channel, medium, campaign, content, createdAt: serverTimestamp(), createdBy: user.uid, createdByEmail: user.email ?? null });
  return { id: ref.id, created: true };
}

export const deleteCampaignLink = (id: string) => deleteDoc(doc(staffDb(), CAMPAIGN_LINKS, id));
