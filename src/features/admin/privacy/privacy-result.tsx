import { Stack, Text } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgetResult } from '../../../backend/callables';

/**
 * What a deletion did, said after it: how many stored submissions and leads went (submissions not
 * judged yet have no lead, so the two counts may differ), how many calls still to come were cancelled
 * (their colleagues get the cancellation for their calendars), and that the lead e-mails the studio
 * already received are not reached by it: staff delete them from that mailbox, named when it is set.
 * The person's "Continuar depois" drafts (issue 40) went too, their links dead: said when there were any.
 */
export const ForgetOutcome = forwardRef<HTMLDivElement, { result: Pick<ForgetResult, 'leads' | 'submissions' | 'mailbox' | 'calls' | 'drafts'> }>(function ForgetOutcome(
  { result },
  ref,
) {
  const { t } = useTranslation();
  // Sent briefings, whose lead e-mails the studio's mailbox keeps; drafts were never e-mailed to it.
  const sent = result.leads > 0 || result.submissions > 0;
  return (
    <Stack ref={ref} tabIndex={-1} gap="1" mb="3">
      <Text fontWeight="semibold" color="green.700">
        {sent
          ? t('admin.privacy.deleted', {
              submissions: t('admin.privacy.submissionCount', { count: result.submissions }),
              leads: t('admin.privacy.leadCount', { count: result.leads }),
            })
          : result.drafts > 0
            ? t('admin.privacy.draftsOnlyDeleted', { count: result.drafts })
            : t('admin.privacy.deletedNothing')}
      </Text>
      {result.calls > 0 && <Text>{t('admin.privacy.callsCancelled', { count: result.calls })}</Text>}
      {sent && result.drafts > 0 && <Text>{t('admin.privacy.draftsDeleted', { count: result.drafts })}</Text>}
      {sent && <Text>{result.mailbox ? t('admin.privacy.mailboxNamed', { mailbox: result.mailbox }) : t('admin.privacy.mailbox')}</Text>}
    </Stack>
  );
});
