import { Button, Container, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { grantStaff, listStaff, revokeStaff, type StaffMember } from '../../../backend/callables';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { TextField } from '../../../components/ui/text-field';
import { toaster } from '../../../components/ui/toaster';
import { formatDateTime } from '../shared/lead-view';
import { PageHeading } from '../shared/page-heading';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import '../staff-strings';
import { type TeamFailure, teamFailureOf } from './team-failure';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_FIELD = 'team-email';

/** A failure and the e-mail it was about (the messages name it). */
type Problem = TeamFailure & { email?: string };

/**
 * Who has access to the admin area, and granting or removing it by e-mail (callables that check
 * the caller's membership). Removing asks first: it takes effect at once, open pages included.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const session = useOutletContext<{ uid: string } | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const [members, setMembers] = useState<StaffMember[] | undefined>();
  const [loadFailure, setLoadFailure] = useState<TeamFailure | undefined>();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [busy, setBusy] = useState<'grant' | 'revoke' | undefined>();
  // Kept after the dialog closes, so that its closing animation still names the right person.
  const [removing, setRemoving] = useState<StaffMember | undefined>();
  const [confirming, setConfirming] = useState(false);

  const failureText = useCallback((failure: Problem) => t(`admin.teamAccess.failure.${failure.key}`, { email: failure.email ?? '' }), [t]);

  const load = useCallback(async () => {
    setLoadFailure(undefined);
    try {
      setMembers(await listStaff());
    } catch (cause) {
      console.warn('Team list failed', cause);
      setLoadFailure(teamFailureOf(cause));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const grant = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    setProblem(undefined);
    if (!EMAIL.test(value)) {
      setFieldError(t('admin.teamAccess.failure.invalidEmail'));
      document.getElementById(EMAIL_FIELD)?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy('grant');
    try {
      await grantStaff(value);
      toaster.create({ type: 'success', title: t('admin.team.granted', { email: value }) });
      setEmail('');
      await load();
    } catch (cause) {
      console.warn('Grant failed', cause);
      const failure = teamFailureOf(cause);
      // What is wrong with the e-mail is said under its field, where it can be corrected.
      if (failure.key === 'noAccount' || failure.key === 'invalidEmail') {
        setFieldError(failureText({ ...failure, email: value }));
        document.getElementById(EMAIL_FIELD)?.focus();
      } else setProblem({ ...failure, email: value });
    } finally {
      setBusy(undefined);
    }
  };

  const revoke = async (member: StaffMember) => {
    setProblem(undefined);
    setBusy('revoke');
    try {
      await revokeStaff(member.email);
      toaster.create({ type: 'success', title: t('admin.team.revoked', { email: member.email }) });
      setConfirming(false);
      await load();
      // The row and its button are gone: the page's heading takes the focus back.
      heading.current?.focus();
    } catch (cause) {
      console.warn('Revoke failed', cause);
      setConfirming(false);
      setProblem({ ...teamFailureOf(cause), email: member.email });
    } finally {
      setBusy(undefined);
    }
  };

  const details = t('admin.teamAccess.details');
  return (
    <Container maxW="4xl" py="10">
      <Stack gap="6">
        <PageHeading title={t('admin.team.title')} text={t('admin.team.text')} size="3xl" headingRef={heading} />
        <form noValidate onSubmit={(e) => void grant(e)}>
          <HStack align="end" gap="3" wrap="wrap">
            <Stack flex="1" minW="240px">
              <TextField
                id={EMAIL_FIELD}
                type="email"
                autoComplete="off"
                label={t('admin.team.emailLabel')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={fieldError}
              />
            </Stack>
            <Button type="submit" colorPalette="purple" loading={busy === 'grant'}>
              {t('admin.team.grant')}
            </Button>
          </HStack>
        </form>
        {problem && <FailureNotice message={failureText(problem)} detail={problem.detail} detailsLabel={details} />}
        {loadFailure ? (
          <Stack gap="3" align="start">
            <FailureNotice message={`${t('admin.teamAccess.loadFailed')} ${failureText(loadFailure)}`} detail={loadFailure.detail} detailsLabel={details} />
            <Button variant="outline" onClick={() => void load()}>
              {t('admin.teamAccess.retry')}
            </Button>
          </Stack>
        ) : !members ? (
          <PageSpinner />
        ) : (
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>{t('admin.team.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('admin.team.emailHeader')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('admin.teamAccess.since')}</Table.ColumnHeader>
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
                  <Table.Cell>{member.since ? formatDateTime(new Date(member.since)) : ''}</Table.Cell>
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
                        aria-label={t('admin.team.revokeFor', { email: member.email })}
                        onClick={() => {
                          setRemoving(member);
                          setConfirming(true);
                        }}
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
      <ConfirmDialog
        open={confirming}
        title={t('admin.teamAccess.confirmTitle', { email: removing?.email ?? '' })}
        confirmLabel={t('admin.team.revoke')}
        cancelLabel={t('admin.teamAccess.cancel')}
        danger
        busy={busy === 'revoke'}
        onConfirm={() => removing && void revoke(removing)}
        onCancel={() => setConfirming(false)}
      >
        {t('admin.teamAccess.confirmText', { email: removing?.email ?? '' })}
      </ConfirmDialog>
    </Container>
  );
}
