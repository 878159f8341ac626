import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendDelivery } from '../../../backend/callables';
import { TechnicalDetails } from '../../../components/ui/failure-notice';
import { toaster } from '../../../components/ui/toaster';
import { type MailFailure, mailFailureOfCall, mailFailureOfText } from '../shared/mail-failure';

/**
 * Asks the function to send a failed summary again; the page shows the new state as it changes. A
 * refusal is said in the staff member's language, the SMTP server's own words behind "Detalhes".
 */
export function ResendButton({ formId, docId }: { formId: string; docId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MailFailure | undefined>();
  const [busyElsewhere, setBusyElsewhere] = useState(false);
  const resend = async () => {
    setBusy(true);
    setFailure(undefined);
    setBusyElsewhere(false);
    try {
      const result = await resendDelivery(formId, docId);
      // The call succeeds even when the SMTP server refused again: the state says what happened.
      if (result?.state === 'sent') toaster.create({ type: 'success', title: t('admin.lead.resent') });
      // Another try (the trigger's retries, a sweep) holds the delivery: not a failure, it is on its way.
      else if (result?.outcome === 'skipped' && result.state === 'sending') setBusyElsewhere(true);
      else setFailure({ key: mailFailureOfText(result?.lastError), detail: result?.lastError });
    } catch (error) {
      console.warn('Resend refused', error);
      setFailure(mailFailureOfCall(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" alignSelf="start">
      <Button colorPalette="purple" alignSelf="start" loading={busy} onClick={() => void resend()}>
        {t('admin.lead.resend')}
      </Button>
      {/* Said beside the button, not in a toast: it stays until the next try, with its details. */}
      <Text role="status" color={busyElsewhere ? undefined : 'red.700'}>
        {busyElsewhere && t('admin.lead.resendBusy')}
        {failure && `${t('admin.lead.resendError')} ${t(`admin.mailFailure.${failure.key}`)}`}
      </Text>
      {failure && <TechnicalDetails detail={failure.detail} label={t('admin.mailFailure.details')} />}
    </Stack>
  );
}
