import { Button, Container, Heading, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { callableErrorMessage, grantStaff, listStaff, revokeStaff, type StaffMember } from '../../backend/callables';
import { PageSpinner } from '../../components/ui/page-spinner';
import { TextField } from '../../components/ui/text-field';
import { toaster } from '../../components/ui/toaster';
import { formatDateTime } from './lead-view';
import './strings';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Who has access to the admin area, and granting or removing it by e-mail (callables that check the claim). */
export function TeamPage() {
  const { t } = useTranslation();
  const session = useOutletContext<{ uid: string } | undefined>();
  const [members, setMembers] = useState<StaffMember[] | undefined>();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | undefined>();

  const failed = useCallback(
    (cause: unknown) => {
      console.warn('Team call failed', cause);
      toaster.create({ type: 'error', title: t('admin.team.error'), description: callableErrorMessage(cause) });
    },
    [t],
  );

  const load = useCallback(() => listStaff().then(setMembers, failed), [failed]);
  useEffect(() => {
    void load();
  }, [load]);

  const grant = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(t('admin.company.invalid'));
      document.getElementById('team-email')?.focus();
      return;
    }
    setError(undefined);
    setBusy('grant');
    try {
      await grantStaff(value);
      toaster.create({ type: 'success', title: t('admin.team.granted', { email: value }) });
      setEmail('');
      await load();
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(undefined);
    }
  };

  const revoke = async (member: StaffMember) => {
    setBusy(member.uid);
    try {
      await revokeStaff(member.email);
      toaster.create({ type: 'success', title: t('admin.team.revoked', { email: member.email }) });
      await load();
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Container maxW="4xl" py="10">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            {t('admin.team.title')}
          </Heading>
          <Text color="fg.muted">{t('admin.team.text')}</Text>
        </Stack>
        <form noValidate onSubmit={(e) => void grant(e)}>
          <HStack align="end" gap="3" wrap="wrap">
            <Stack flex="1" minW="240px">
              <TextField id="team-email" type="email" autoComplete="off" label={t('admin.team.emailLabel')} value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
            </Stack>
            <Button type="submit" colorPalette="purple" loading={busy === 'grant'}>
              {t('admin.team.grant')}
            </Button>
          </HStack>
        </form>
        {!members ? (
          <PageSpinner />
        ) : (
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>{t('admin.team.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('admin.team.emailHeader')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('admin.team.lastSignIn')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">
                  <VisuallyHidden>{t('admin.team.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {members.map((member) => (
                <Table.Row key={member.uid}>
                  <Table.Cell>{member.email}</Table.Cell>
                  <Table.Cell>{member.lastSignIn ? formatDateTime(new Date(member.lastSignIn)) : ''}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {member.uid === session?.uid ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t('admin.team.you')}
                      </Text>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        loading={busy === member.uid}
                        aria-label={t('admin.team.revokeFor', { email: member.email })}
                        onClick={() => void revoke(member)}
                      >
                        {t('admin.team.revoke')}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Container>
  );
}
