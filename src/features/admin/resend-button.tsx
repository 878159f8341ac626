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
      await resendDelivery(formId, docId);
      toaster.create({ type: 'success', title: t('admin.lead.resent') });
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
