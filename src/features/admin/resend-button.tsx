import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callableErrorMessage, resendDelivery } from '../../backend/callables';
import { toaster } from '../../components/ui/toaster';

/** Asks the function to send a failed summary again; the page shows the new state as it changes. */
export function ResendButton({ formId, docId }: { formId: string; docId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const result = await resendDelivery(formId, docId);
      // The call succeeds even when the SMTP server refused again: the state says what happened.
      if (result?.state === 'sent') toaster.create({ type: 'success', title: t('admin.lead.resent') });
      else toaster.create({ type: 'error', title: t('admin.lead.resendError'), description: result?.lastError });
    } catch (error) {
      console.warn('Resend refused', error);
      toaster.create({ type: 'error', title: t('admin.lead.resendError'), description: callableErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button colorPalette="purple" alignSelf="start" loading={busy} onClick={() => void resend()}>
      {t('admin.lead.resend')}
    </Button>
  );
}
