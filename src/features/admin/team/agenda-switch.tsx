import { Box, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAgendaOff } from '../../../backend/callables';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { toaster } from '../../../components/ui/toaster';
import { type TeamFailure, teamFailureOf } from './team-failure';

/** The failures this switch can meet; any other answer is an unexpected one. */
const KNOWN = new Set(['notStaff', 'unreachable']);

/**
 * "My account": the signed-in member's own morning agenda e-mail (functions/src/daily-agenda.ts), on
 * unless they turn it off. The state comes with the team list (listStaff); the change goes through a
 * callable, since only the admin SDK writes the membership document.
 */
export function AgendaSwitch({ initiallyOff }: { initiallyOff: boolean }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(!initiallyOff);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TeamFailure | undefined>();

  const change = async (next: boolean) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await setAgendaOff(!next);
      setOn(next);
      toaster.create({ type: 'success', title: t(next ? 'admin.myAgenda.turnedOn' : 'admin.myAgenda.turnedOff') });
    } catch (cause) {
      console.warn('Agenda preference not saved', cause);
      const found = teamFailureOf(cause);
      setFailure(KNOWN.has(found.key) ? found : { key: 'unknown', detail: found.detail });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="my-agenda-title" borderWidth="1px" rounded="md" p="4">
      <Stack gap="2">
        <Text as="h2" id="my-agenda-title" fontWeight="semibold" fontSize="lg">
          {t('admin.myAgenda.title')}
        </Text>
        <Text color="fg.muted">{t('admin.myAgenda.text')}</Text>
        <Switch.Root colorPalette="purple" checked={on} disabled={busy} onCheckedChange={(e) => void change(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('admin.myAgenda.label')}</Switch.Label>
        </Switch.Root>
        {failure && <FailureNotice message={t(`admin.teamAccess.failure.${failure.key}`, { email: '' })} detail={failure.detail} detailsLabel={t('admin.teamAccess.details')} />}
      </Stack>
    </Box>
  );
}
