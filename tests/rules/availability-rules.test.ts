/**
 * Issue 30's availability documents in the generated rules: staff read everyone's (the booking needs
 * them); a member replaces only their own, an owner (role stored in staff/{uid}) anyone's on the team;
 * the document is exactly the stored shape (src/domain/booking/stored-availability.ts) with the bounds of
 * AVAILABILITY_LIMITS; visitors and signed-up accounts without staff access read and write nothing.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, FieldPath, type Firestore, getDoc, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { AVAILABILITY_LIMITS, type Availability, STAFF_AVAILABILITY } from '../../src/domain/booking/availability';
import { toStoredAvailability } from '../../src/domain/booking/stored-availability';
import { TEAM_HOURS_PATH } from '../../src/domain/booking/team-hours';
import { STAFF } from '../../src/domain/lead';
import { dbAs, memberDb, seed, setUpRulesEnv, STAFF_EMAIL, STAFF_UID, staffDb, visitorDb } from './rules-env';

setUpRulesEnv();

const OWNER = 'owner-1';
const COLLEAGUE = 'staff-2';
const ownerDb = () => dbAs(OWNER, { email: 'dona@example.com', staff: true });
const path = (uid: string) => `${STAFF_AVAILABILITY}/${uid}`;

const GOOD: Availability = {
  weekly: [[], [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '24:00' }], [], [], [], [], []],
  callMinutes: 30,
  bufferMinutes: 10,
  noticeHours: 12,
  horizonDays: 14,
  daysOff: [{ from: '2026-12-24', to: '2026-12-26', label: 'Natal' }],
  place: { kind: 'video', link: 'https://meet.example.com/abc' },
};
const stored = (over: Record<string, unknown> = {}) => ({ ...toStoredAvailability(GOOD), ...over }) as Record<string, unknown>;
const week = (over: Record<string, unknown>): Record<string, unknown> => ({ ...(stored().weekly as object), ...over });
const EMAILS: Record<string, string> = { [OWNER]: 'dona@example.com', [STAFF_UID]: STAFF_EMAIL, [COLLEAGUE]: 'colega@example.com' };

/** What the availability page does: `uid`'s document and its entry in the team's hours, in one batch. */
function save(db: Firestore, uid: string, data: Record<string, unknown>, email = EMAILS[uid] ?? `${uid}@example.com`) {
  const batch = writeBatch(db);
  batch.set(doc(db, path(uid)), data);
  batch.set(doc(db, TEAM_HOURS_PATH), { members: { [uid]: { email, availability: data } }, changed: uid }, { mergeFields: [new FieldPath('members', uid), 'changed'] });
  return batch.commit();
}

beforeEach(async () => {
  await seed(`${STAFF}/${OWNER}`, { email: 'dona@example.com', since: Timestamp.fromMillis(1000), role: 'owner' });
  await seed(`${STAFF}/${STAFF_UID}`, { email: STAFF_EMAIL, since: Timestamp.now(), role: 'member' });
  await seed(`${STAFF}/${COLLEAGUE}`, { email: 'colega@example.com', since: Timestamp.now(), role: 'member' });
  await seed(path(COLLEAGUE), stored());
  await seed(TEAM_HOURS_PATH, { members: { [COLLEAGUE]: { email: EMAILS[COLLEAGUE], availability: stored() } } });
});

describe('who reads', () => {
  it('staff read a colleague’s availability', async () => {
    const snap = await assertSucceeds(getDoc(doc(staffDb(), path(COLLEAGUE))));
    expect(snap.get('callMinutes')).toBe(30);
  });

  it('a visitor and a signed-up account without staff access read nothing', async () => {
    await assertFails(getDoc(doc(visitorDb(), path(COLLEAGUE))));
    await assertFails(getDoc(doc(memberDb(), path(COLLEAGUE))));
    // The claim alone, without the membership document, is not staff.
    await assertFails(getDoc(doc(dbAs('gone-1', { staff: true }), path(COLLEAGUE))));
  });
});

describe('who writes', () => {
  it('a member saves and replaces their own, and deletes nothing', async () => {
    await assertSucceeds(save(staffDb(), STAFF_UID, stored()));
    await assertSucceeds(save(staffDb(), STAFF_UID, toStoredAvailability({ ...GOOD, place: { kind: 'whatsapp' }, daysOff: [] }) as unknown as Record<string, unknown>));
    await assertFails(deleteDoc(doc(staffDb(), path(STAFF_UID))));
  });

  it("a member cannot write a colleague's, nor the owner's", async () => {
    await assertFails(save(staffDb(), COLLEAGUE, stored({ horizonDays: 90 })));
    await assertFails(updateDoc(doc(staffDb(), path(COLLEAGUE)), { noticeHours: 0 }));
    await assertFails(save(staffDb(), OWNER, stored()));
  });

  it("an owner writes a colleague's, but not for someone who is not on the team", async () => {
    await assertSucceeds(save(ownerDb(), COLLEAGUE, stored({ callMinutes: 60 })));
    await assertFails(save(ownerDb(), 'stranger-1', stored()));
  });

  it('a member whose own document carries no owner role is no owner, whatever the token says', async () => {
    await assertFails(save(dbAs(STAFF_UID, { email: STAFF_EMAIL, staff: true, role: 'owner' }), COLLEAGUE, stored()));
  });

  it('a visitor and a signed-up account write nothing, not even under their own uid', async () => {
    await assertFails(save(visitorDb(), COLLEAGUE, stored()));
    await assertFails(save(memberDb(), 'member-1', stored()));
  });
});

describe("the team's hours (one document, read by the booking functions alone)", () => {
  const team = (db: Firestore) => doc(db, TEAM_HOURS_PATH);
  const entry = (uid: string, data = stored(), email = EMAILS[uid]) => ({ members: { [uid]: { email, availability: data } }, changed: uid });
  const only = (uid: string) => ({ mergeFields: [new FieldPath('members', uid), 'changed'] });

  it('refuses hours saved without their copy, and a copy without its hours', async () => {
    await assertFails(setDoc(doc(staffDb(), path(STAFF_UID)), stored()));
    await assertFails(setDoc(team(staffDb()), entry(STAFF_UID), only(STAFF_UID)));
    // A copy that differs from the hours the same batch writes.
    const db = staffDb();
    const batch = writeBatch(db);
    batch.set(doc(db, path(STAFF_UID)), stored());
    batch.set(team(db), entry(STAFF_UID, stored({ callMinutes: 90 })), only(STAFF_UID));
    await assertFails(batch.commit());
  });

  it("refuses a copy under another e-mail than the member's, or one that changes a colleague's entry too", async () => {
    await assertFails(save(staffDb(), STAFF_UID, stored(), 'outra@example.com'));
    const db = staffDb();
    const batch = writeBatch(db);
    batch.set(doc(db, path(STAFF_UID)), stored());
    batch.set(team(db), { members: { [STAFF_UID]: entry(STAFF_UID).members[STAFF_UID], [COLLEAGUE]: entry(COLLEAGUE, stored({ horizonDays: 90 })).members[COLLEAGUE] }, changed: STAFF_UID });
    await assertFails(batch.commit());
    await assertSucceeds(save(staffDb(), STAFF_UID, stored()));
  });

  it('is read by no browser, made and removed by none (the functions do both)', async () => {
    await assertFails(getDoc(team(staffDb())));
    await assertFails(getDoc(team(ownerDb())));
    await assertFails(deleteDoc(team(ownerDb())));
    await assertFails(setDoc(doc(ownerDb(), 'booking_team/other'), entry(OWNER)));
  });
});

describe('the shape', () => {
  it('refuses unknown and missing keys', async () => {
    await assertFails(save(staffDb(), STAFF_UID, stored({ note: 'x' })));
    for (const key of ['daysOffLabels', 'place', 'weekly']) {
      const partial = stored();
      delete partial[key];
      await assertFails(save(staffDb(), STAFF_UID, partial));
    }
  });

  it('refuses a week that is not the seven named days of range texts', async () => {
    const sixDays = week({});
    delete sixDays.sun;
    await assertFails(save(staffDb(), STAFF_UID, stored({ weekly: sixDays })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ weekly: week({ holiday: [] }) })));
    // (A list of seven lists, the held shape, is refused by Firestore itself before the rules.)
    await assertFails(save(staffDb(), STAFF_UID, stored({ weekly: ['09:00-12:00'] })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ weekly: week({ mon: [{ start: '09:00', end: '12:00' }] }) })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ weekly: week({ mon: '09:00-12:00' }) })));
  });

  it('refuses a range that is not "HH:MM-HH:MM", and hides no second range inside one', async () => {
    for (const bad of ['9:00-12:00', '09:00-12:0', '24:00-24:00', '09:60-10:00', '09:00-24:30', '09:00 - 12:00', '09:00-12:00,13:00-14:00', '09:00-12:00,'])
      await assertFails(save(staffDb(), STAFF_UID, stored({ weekly: week({ tue: [bad] }) })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ weekly: week({ tue: [9] }) })));
  });

  it(`refuses more than ${AVAILABILITY_LIMITS.rangesPerDay} ranges a day, and takes that many`, async () => {
    const ranges = Array.from({ length: AVAILABILITY_LIMITS.rangesPerDay }, (_, i) => `${String(8 + i).padStart(2, '0')}:00-${String(8 + i).padStart(2, '0')}:30`);
    await assertSucceeds(save(staffDb(), STAFF_UID, stored({ weekly: week({ wed: ranges }) })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ weekly: week({ wed: [...ranges, '20:00-21:00'] }) })));
  });

  it('refuses numbers out of bounds, with a fraction, or as text', async () => {
    for (const [key, limit] of [
      ['callMinutes', AVAILABILITY_LIMITS.callMinutes],
      ['bufferMinutes', AVAILABILITY_LIMITS.bufferMinutes],
      ['noticeHours', AVAILABILITY_LIMITS.noticeHours],
      ['horizonDays', AVAILABILITY_LIMITS.horizonDays],
    ] as const) {
      await assertSucceeds(save(staffDb(), STAFF_UID, stored({ [key]: limit.min })));
      await assertSucceeds(save(staffDb(), STAFF_UID, stored({ [key]: limit.max })));
      await assertFails(save(staffDb(), STAFF_UID, stored({ [key]: limit.min - 1 })));
      await assertFails(save(staffDb(), STAFF_UID, stored({ [key]: limit.max + 1 })));
      await assertFails(save(staffDb(), STAFF_UID, stored({ [key]: limit.min + 0.5 })));
      await assertFails(save(staffDb(), STAFF_UID, stored({ [key]: String(limit.min) })));
    }
  });

  it('refuses days off that are not date spans, too many, or labels that do not match them', async () => {
    for (const bad of ['2026-12-24', '2026-12-24/2026-13-01', '24/12/2026-26/12/2026', '2026-12-24/2026-12-26,2027-01-01/2027-01-02'])
      await assertFails(save(staffDb(), STAFF_UID, stored({ daysOff: [bad], daysOffLabels: [''] })));
    const spans = Array.from({ length: AVAILABILITY_LIMITS.daysOff }, () => '2027-01-01/2027-01-02');
    await assertSucceeds(save(staffDb(), STAFF_UID, stored({ daysOff: spans, daysOffLabels: spans.map(() => '') })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ daysOff: [...spans, '2027-02-01/2027-02-01'], daysOffLabels: [...spans, ''].map(() => '') })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ daysOffLabels: [] })));
    // A label's own type is not checked here: one check per item of 60 passes the rules' budget of 1,000
    // expressions a request. The page and the function read a label that is not text as none
    // (stored-availability.ts), and a label is never shown to visitors.
    await assertFails(save(staffDb(), STAFF_UID, stored({ daysOffLabels: ['x'.repeat(AVAILABILITY_LIMITS.labelLength + 1)] })));
  });

  it('refuses a place that is not a video link, a phone or WhatsApp', async () => {
    await assertFails(save(staffDb(), STAFF_UID, stored({ place: { kind: 'zoom', link: 'https://zoom.example.com/1' } })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ place: { kind: 'video' } })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ place: { kind: 'video', link: 'http://meet.example.com/abc' } })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ place: { kind: 'video', link: 'javascript:alert(1)' } })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ place: { kind: 'video', link: `https://x.example.com/${'a'.repeat(AVAILABILITY_LIMITS.linkLength)}` } })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ place: { kind: 'phone', link: 'https://meet.example.com/abc' } })));
    await assertFails(save(staffDb(), STAFF_UID, stored({ place: 'phone' })));
    await assertSucceeds(save(staffDb(), STAFF_UID, stored({ place: { kind: 'phone' } })));
  });
});
