import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<string, string> = { accepted: 'green', rejected: 'red' };
const DELIVERY_COLORS: Record<string, string> = { sent: 'green', failed: 'red', sending: 'blue' };

/** The function's verdict on a submission: accepted, rejected, or not checked yet. */
export function StatusBadge({ status }: { status: unknown }) {
  const { t } = useTranslation();
  const key = status === 'accepted' || status === 'rejected' ? status : 'pending';
  return <Badge colorPalette={STATUS_COLORS[key] ?? 'gray'}>{t(`admin.leads.status.${key}`)}</Badge>;
}

/** Where its summary e-mail is: sent, failed, being sent, or not yet attempted. */
export function DeliveryBadge({ delivery }: { delivery: unknown }) {
  const { t } = useTranslation();
  const state = (delivery as { state?: unknown } | undefined)?.state;
  const key = state === 'sent' || state === 'failed' || state === 'sending' ? state : 'none';
  return <Badge colorPalette={DELIVERY_COLORS[key] ?? 'gray'}>{t(`admin.leads.delivery.${key}`)}</Badge>;
}
