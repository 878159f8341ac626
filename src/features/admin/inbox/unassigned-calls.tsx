import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { type TodaysCall, unassignedCalls } from '../../../backend/todays-calls';
import { paths } from '../../../config/paths';
import { callMomentWithZone } from '../../../domain/booking/lead-call';
import { toLocale } from '../../../i18n';

/**
 * "2 conversas sem responsável" at the top of the admin home (issue 37): calls still to come whose
 * colleague left the team when nobody was free to take them, each a link to its lead, where an owner
 * cancels it or agrees another time. Unfolded on a phone too (unlike the glance): it asks for action.
 * Nothing at all when there are none; asked once `start` is set (after the inbox's first rows).
 */
export function UnassignedCalls({ start }: { start: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [calls, setCalls] = useState<TodaysCall[]>([]);

  useEffect(() => {
    if (!start) return;
    let live = true;
    // A failed read shows nothing here: the glance below says when the home's figures did not load.
    unassignedCalls().then(
      (found) => live && setCalls(found),
      (error: unknown) => console.warn('Unassigned calls not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [start]);

  if (calls.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="unassigned-calls-title" borderWidth="1px" borderColor="orange.400" bg="orange.50" rounded="md" p="4">
      <Stack gap="2">
        <Heading as="h2" size="md" id="unassigned-calls-title">
          {t('admin.glance.unassignedTitle')}
        </Heading>
        <Text>{t('admin.glance.unassigned', { count: calls.length })}</Text>
        <Stack as="ul" listStyleType="none" gap="1">
          {calls.map((call) => (
            <Box as="li" key={call.leadId}>
              <Link asChild color="purple.700">
                <RouterLink to={paths.adminLead(call.formId, call.docId)}>
                  {callMomentWithZone(call.start, locale)} · {call.name ?? t('admin.inbox.unnamed')}
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
