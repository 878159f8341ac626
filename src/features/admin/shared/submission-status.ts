/** The function's verdict on a submission; anything else (not checked yet) reads as pending. */
export type StatusKey = 'accepted' | 'rejected' | 'spam' | 'pending';
/** Where its summary e-mail is; `digest` waits for the hourly grouped e-mail (the send cap was reached). */
export type DeliveryKey = 'sent' | 'failed' | 'sending' | 'digest' | 'none';

const STATUSES: StatusKey[] = ['accepted', 'rejected', 'spam'];
const DELIVERIES: DeliveryKey[] = ['sent', 'failed', 'sending', 'digest'];

export function statusKey(status: unknown): StatusKey {
  return STATUSES.find((s) => s === status) ?? 'pending';
}

export function deliveryKey(delivery: unknown): DeliveryKey {
  const state = (delivery as { state?: unknown } | null | undefined)?.state;
  return DELIVERIES.find((d) => d === state) ?? 'none';
}
