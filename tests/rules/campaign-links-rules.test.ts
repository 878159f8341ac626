/**
 * Campaign links in the rules (issue 41, src/domain/campaign-link.ts): staff, owners and members alike,
 * make one with its tags in their own name at the server's time; no one changes one; its maker or an
 * owner deletes it; a visitor or a signed-up account without the staff claim reads and writes none.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_LINKS } from '../../src/domain/campaign-link';
import { STAFF } from '../../src/domain/lead';
import { dbAs, memberDb, seed, setUpRulesEnv, STAFF_EMAIL, STAFF_UID, staffDb, visitorDb } from './rules-env';

setUpRulesEnv();

const OWNER = 'owner-1';
const OWNER_EMAIL = 'dona@example.com';
const ownerDb = () => dbAs(OWNER, { email: OWNER_EMAIL, staff: true });
const COLLEAGUE = 'colega-1';
const colleagueDb = () => dbAs(COLLEAGUE, { email: 'colega@example.com', staff: true });

beforeEach(async () => {
  await seed(`${STAFF}/${OWNER}`, { email: OWNER_EMAIL, since: Timestamp.fromMillis(1000), role: 'owner' });
  await seed(`${STAFF}/${STAFF_UID}`, { email: STAFF_EMAIL, since: Timestamp.now(), role: 'member' });
  await seed(`${STAFF}/${COLLEAGUE}`, { email: 'colega@example.com', since: Timestamp.now(), role: 'member' });
});

/** A link as the page writes it, made by `uid` (whose token carries `email`). */
const link = (uid = STAFF_UID, email: string | null = STAFF_EMAIL) => ({
  path: '/clonagem-voz/briefing',
  channel: 'instagram',
  medium: 'qr',
  campaign: 'natal-2026',
  content: 'cartaz-a3',
  createdAt: serverTimestamp(),
  createdBy: uid,
  createdByEmail: email,
});
const make = (db: Firestore, data: Record<string, unknown>, id = 'l0123456789abcdef') => setDoc(doc(db, CAMPAIGN_LINKS, id), data);

describe('making a link', () => {
  it('a member and an owner make one as the page does, and every staff member lists them', async () => {
    await assertSucceeds(make(staffDb(), link()));
    await assertSucceeds(make(ownerDb(), link(OWNER, OWNER_EMAIL), 'l1111111111111111'));
    await assertSucceeds(make(staffDb(), { ...link(), path: '/', content: '' }, 'l2222222222222222'));
    const listed = await assertSucceeds(getDocs(collection(colleagueDb(), CAMPAIGN_LINKS)));
    expect(listed.size).toBe(3);
  });

  it('refuses anyone without the staff claim and membership, to write or to read', async () => {
    await assertFails(make(visitorDb(), link('anon')));
    await assertFails(make(memberDb(), link('member-1', 'm@example.com')));
    await seed(`${CAMPAIGN_LINKS}/l0123456789abcdef`, { ...link(), createdAt: Timestamp.now() });
    await assertFails(getDoc(doc(visitorDb(), CAMPAIGN_LINKS, 'l0123456789abcdef')));
    await assertFails(getDocs(collection(memberDb(), CAMPAIGN_LINKS)));
  });

  it('refuses a link in someone else’s name, at another time, with an extra or a missing field', async () => {
    await assertFails(make(staffDb(), link(COLLEAGUE)));
    await assertFails(make(staffDb(), { ...link(), createdByEmail: 'outra@example.com' }));
    await assertFails(make(staffDb(), { ...link(), createdAt: Timestamp.fromMillis(0) }));
    await assertFails(make(staffDb(), { ...link(), leads: 999 }));
    const missing: Record<string, unknown> = link();
    delete missing.content;
    await assertFails(make(staffDb(), missing));
  });

  it('refuses tags the page never writes: an unknown channel or medium, markup, a long or empty name, an address off the site', async () => {
    for (const bad of [
      { channel: 'myspace' },
      { medium: 'outdoor' },
      { campaign: '' },
      { campaign: 'Natal 2026' },
      { campaign: '<script>' },
      { campaign: 'a'.repeat(61) },
      { content: 'x'.repeat(61) },
      { path: 'https://evil.example.com/' },
      { path: '//evil-example-com' },
      { path: `/${'a'.repeat(200)}` },
      { path: '/a?b=1' },
      { campaign: 42 },
    ]) {
      await assertFails(make(staffDb(), { ...link(), ...bad }));
    }
  });
});

describe('a made link', () => {
  beforeEach(async () => {
    await seed(`${CAMPAIGN_LINKS}/l0123456789abcdef`, { ...link(), createdAt: Timestamp.now() });
  });

  it('is changed by no one, its maker and an owner included', async () => {
    await assertFails(updateDoc(doc(staffDb(), CAMPAIGN_LINKS, 'l0123456789abcdef'), { campaign: 'outra' }));
    await assertFails(updateDoc(doc(ownerDb(), CAMPAIGN_LINKS, 'l0123456789abcdef'), { campaign: 'outra' }));
  });

  it('is deleted by its maker or an owner, not by another member', async () => {
    await assertFails(deleteDoc(doc(colleagueDb(), CAMPAIGN_LINKS, 'l0123456789abcdef')));
    await assertSucceeds(deleteDoc(doc(staffDb(), CAMPAIGN_LINKS, 'l0123456789abcdef')));
    await seed(`${CAMPAIGN_LINKS}/l0123456789abcdef`, { ...link(), createdAt: Timestamp.now() });
    await assertSucceeds(deleteDoc(doc(ownerDb(), CAMPAIGN_LINKS, 'l0123456789abcdef')));
  });
});
