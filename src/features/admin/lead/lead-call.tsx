import { Badge, Box, Icon, Text } from '@chakra-ui/react';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadCall } from '../../../domain/booking/booking';
import { callMoment, callMomentWithZone, isLeadCall, studioZoneName } from '../../../domain/booking/lead-call';
import { toLocale } from '../../../i18n';
import { LeadCallActions } from './lead-call-actions';

/**
 * The lead page's line about the call the visitor booked after the briefing (issue 30): "Conversa
 * marcada: qui, 4 dez, 15:00 (horário de Brasília)", or "Conversa cancelada: …" struck through. Always
 * in the studio's zone, named: staff in another zone would otherwise read a wrong hour. Nothing when
 * the lead booked no call. A call still to come has its "Remarcar" and "Cancelar conversa" buttons
 * (./lead-call-actions.tsx) unless `actions` is false.
 */
export function LeadCallLine({ call, actions = true }: { call: LeadCall | undefined; actions?: boolean }) {
  const { t, i18n } = useTranslation();
  // The moment the page drew the call: a call that has begun offers no change.
  const [now] = useState(() => Date.now());
  if (!isLeadCall(call)) return null;
  const when = callMomentWithZone(call.start, toLocale(i18n.language));
  const booked = call.status === 'booked';
  return (
    <Box borderWidth="1px" rounded="md" p="3" borderColor={booked ? 'purple.300' : 'border'}>
      <Box display="flex" alignItems="center" gap="2">
        <Icon as={booked ? CalendarCheck : CalendarX} boxSize="5" color={booked ? 'purple.700' : 'fg.muted'} aria-hidden="true" />
        <Text fontWeight={booked ? 'semibold' : undefined} color={booked ? undefined : 'fg.muted'}>
          {t(booked ? 'admin.pipeline.callBooked' : 'admin.pipeline.callCancelled', { when })}
        </Text>
      </Box>
      {booked && call.unassigned && (
        <Text mt="2" color="orange.800">
          {t('admin.pipeline.callUnassigned')}
        </Text>
      )}
      {/* Kept mounted once the call is cancelled or moved, so what the change did stays said beside it. */}
      {actions && call.bookingId && call.start > now && (
        <Box mt="3">
          <LeadCallActions call={call} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The inbox row's chip for a booked call: "Conversa: qui, 4 dez, 15:00". Compact on screen; the
 * zone is told on hover and to a screen reader, so the hour is never read without it.
 */
export function LeadCallChip({ call }: { call: LeadCall | undefined }) {
  const { t, i18n } = useTranslation();
  if (!isLeadCall(call) || call.status !== 'booked') return null;
  const locale = toLocale(i18n.language);
  const zone = studioZoneName(locale, call.start);
  return (
    <Badge colorPalette="purple" variant="subtle" whiteSpace="nowrap" title={zone}>
      <Icon as={CalendarCheck} aria-hidden="true" />
      {t('admin.inbox.call', { when: callMoment(call.start, locale) })}
      <Text as="span" srOnly>
        {` (${zone})`}
      </Text>
    </Badge>
  );
}
