import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { deliveryKey, statusKey } from '../shared/submission-status';

const STATUS_COLORS: Record<string, string> = { accepted: 'green', rejected: 'red', spam: 'orange' };
const DELIVERY_COLORS: Record<string, string> = { sent: 'green', failed: 'red', sending: 'blue', digest: 'purple' };

/** The function's verdict on a submission: accepted, rejected, spam, or not checked yet. */
export function StatusBadge({ status }: { status: unknown }) {
  const { t } = useTranslation();
  const key = statusKey(status);
  return <Badge colorPalette={STATUS_COLORS[key] ?? 'gray'}>{t(`admin.leads.status.${key}`)}</Badge>;
}

/** Where its summary e-mail is: sent, failed, being sent, waiting for the grouped e-mail, or not yet attempted. */
export function DeliveryBadge({ delivery }: { delivery: unknown }) {
  const { t } = useTranslation();
  const key = deliveryKey(delivery);
  return <Badge colorPalette={DELIVERY_COLORS[key] ?? 'gray'}>{t(`admin.leads.delivery.${key}`)}</Badge>;
}
