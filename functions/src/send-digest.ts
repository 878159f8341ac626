import { type DocumentReference, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { type DigestEntry, renderDigest } from '../../src/domain/digest-email';
import { fromStoredRecord } from '../../src/forms/core/record';
import type { FormDefinition } from '../../src/forms/core/registry';
import { viewerLink } from '../../src/domain/lead-email';
import { type Deps, LEASE_MS } from './process-submission';

export interface QueuedLead {
  def: FormDefinition;
  ref: DocumentReference;
}

/**
 * Sends the leads that waited past the hourly cap as ONE e-mail, and marks each sent with the
 * digest's message id. Each lead is claimed first (state digest -> sending, with a lease), so two
 * passes never put one lead in two digests; a failed send puts them back for the next pass.
 * Returns how many leads the digest carried.
 */
export async function sendDigest(queue: QueuedLead[], deps: Deps): Promise<number> {
  if (queue.length === 0) return 0;
  const to = await deps.recipient();
  if (!to) return 0;
  const nowMs = (deps.now ?? Date.now)();
  const claimed: { lead: QueuedLead; data: Record<string, unknown> }[] = [];
  for (const lead of queue) {
    const data = await deps.db.runTransaction(async (tx) => {
      const snap = await tx.get(lead.ref);
      if (snap.get('delivery.state') !== 'digest') return undefined;
      const leaseUntil = Timestamp.fromMillis(nowMs + LEASE_MS);
      tx.update(lead.ref, { 'delivery.state': 'sending', 'delivery.leaseUntil': leaseUntil, 'delivery.retryAt': leaseUntil });
      return snap.data();
    });
    if (data) claimed.push({ lead, data });
  }
  if (claimed.length === 0) return 0;

  const entries = claimed.map(({ lead: { def, ref }, data }): DigestEntry => {
    const { answers } = fromStoredRecord(def, data);
    const text = (role: keyof FormDefinition['form']['lead']) => {
      const name = def.form.lead[role];
      const value = name ? answers[name] : undefined;
      return typeof value === 'string' ? value : undefined;
    };
    return {
      formTitle: def.form.texts.title,
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      link: deps.siteUrl ? viewerLink(deps.siteUrl, def.id, ref.id) : undefined,
    };
  });
  try {
    const messageId = await deps.mailer.send({ to, ...renderDigest(entries) });
    await Promise.all(
      claimed.map(({ lead }) =>
        lead.ref.update({
          'delivery.state': 'sent',
          'delivery.digest': true,
          'delivery.messageId': messageId,
          'delivery.sentAt': FieldValue.serverTimestamp(),
          'delivery.leaseUntil': FieldValue.delete(),
          'delivery.retryAt': FieldValue.delete(),
        }),
      ),
    );
    return claimed.length;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await Promise.all(
      claimed.map(({ lead }) =>
        lead.ref.update({
          'delivery.state': 'digest',
          'delivery.lastError': message.slice(0, 500),
          'delivery.leaseUntil': FieldValue.delete(),
          'delivery.retryAt': Timestamp.fromMillis(nowMs),
        }),
      ),
    );
    return 0;
  }
}
