import { Box, Button, Container, Heading, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { cancelStaffInvite, inviteStaff, listStaff, listStaffInvites, revokeStaff, setStaffRole, type StaffMember } from '../../../backend/callables';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { TextField } from '../../../components/ui/text-field';
import { toaster } from '../../../components/ui/toaster';
import type { PendingInvite } from '../../../domain/staff-invite';
import { isStaffRole, type StaffRole } from '../../../domain/staff-role';
import { LabelledSelect } from '../shared/form-picker';
import { formatDateTime } from '../shared/lead-view';
import { PageHeading } from '../shared/page-heading';
import { atEnd, type StaffColumn, StaffTable } from '../shared/staff-table';
import '../staff-strings';
import { AgendaSwitch } from './agenda-switch';
import { TEAM_CHANGED, type TeamFailure, teamFailureOf } from './team-failure';
import { otherRole, teamPowers } from './team-powers';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_FIELD = 'team-email';
const ROLE_FIELD = 'team-role';

/** A failure and the e-mail it was about (the messages name it). */
type Problem = TeamFailure & { email?: string };

/** What is being asked of the server: an invitation, a removal, a role change of one member (by uid), or an invitation cancelled (by e-mail). */
type Busy = 'grant' | 'revoke' | `role:${string}` | `invite:${string}`;

/**
 * Who has access to the admin area and their role; owners invite by e-mail (the colleague accepts by
 * the link the studio mails them, signed in with that address: issue 37), remove access and change
 * roles (callables that check the caller is an owner, and that the team keeps one). Owners also see
 * the invitations not yet accepted, and may cancel one. Removing asks
 * first: it takes effect at once, open pages included; so does an owner stepping down themselves. A
 * member sees the team and who its owners are, and no action they could not take.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const session = useOutletContext<{ uid: string } | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const [members, setMembers] = useState<StaffMember[] | undefined>();
  const [invites, setInvites] = useState<PendingInvite[]>([]);
  const [loadFailure, setLoadFailure] = useState<TeamFailure | undefined>();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('member');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [busy, setBusy] = useState<Busy | undefined>();
  // Kept after a dialog closes, so that its closing animation still names the right person.
  const [removing, setRemoving] = useState<StaffMember | undefined>();
  const [confirming, setConfirming] = useState<'revoke' | 'stepDown' | undefined>();

  const failureText = useCallback((failure: Problem) => t(`admin.teamAccess.failure.${failure.key}`, { email: failure.email ?? '' }), [t]);
  const roleName = (value: StaffRole) => t(`admin.teamAccess.role.${value}`);

  const viewer = session?.uid;
  const load = useCallback(async () => {
    setLoadFailure(undefined);
    try {
      const team = await listStaff();
      setMembers(team);
      // Owners only (the function refuses a member); the team stays shown if this list fails.
      if (teamPowers(team, viewer).viewerIsOwner) {
        setInvites(
          await listStaffInvites().catch((cause: unknown) => {
            console.warn('Invitations not listed', cause);
            return [];
          }),
        );
      }
    } catch (cause) {
      console.warn('Team list failed', cause);
      setLoadFailure(teamFailureOf(cause));
    }
  }, [viewer]);
  useEffect(() => {
    void load();
  }, [load]);

  /** A refused change: said on the page; when the refusal means the list is out of date, the list is read again. */
  const refused = async (cause: unknown, about: string) => {
    const failure = teamFailureOf(cause);
    setProblem({ ...failure, email: about });
    if (TEAM_CHANGED.has(failure.key)) await load();
  };

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
      await inviteStaff(value, role);
      toaster.create({ type: 'success', title: t('admin.team.granted', { email: value }) });
      setEmail('');
      setRole('member');
      await load();
    } catch (cause) {
      console.warn('Grant failed', cause);
      const failure = teamFailureOf(cause);
      // What is wrong with the e-mail is said under its field, where it can be corrected.
      if (failure.key === 'alreadyMember' || failure.key === 'invalidEmail') {
        setFieldError(failureText({ ...failure, email: value }));
        document.getElementById(EMAIL_FIELD)?.focus();
      } else await refused(cause, value);
    } finally {
      setBusy(undefined);
    }
  };

  const revoke = async (member: StaffMember) => {
    setProblem(undefined);
    setBusy('revoke');
    try {
      const { handedOver, unassigned } = await revokeStaff(member.email);
      const calls = [
        ...(handedOver ? [t('admin.teamAccess.handedOver', { count: handedOver })] : []),
        ...(unassigned ? [t('admin.teamAccess.unassigned', { count: unassigned })] : []),
      ];
      toaster.create({ type: 'success', title: t('admin.team.revoked', { email: member.email }), description: calls.join(' ') || undefined });
      setConfirming(undefined);
      await load();
      // The row and its button are gone: the page's heading takes the focus back.
      heading.current?.focus();
    } catch (cause) {
      console.warn('Revoke failed', cause);
      setConfirming(undefined);
      await refused(cause, member.email);
    } finally {
      setBusy(undefined);
    }
  };

  const cancelInvite = async (invite: PendingInvite) => {
    setProblem(undefined);
    setBusy(`invite:${invite.email}`);
    try {
      await cancelStaffInvite(invite.email);
      toaster.create({ type: 'success', title: t('admin.teamAccess.inviteCancelled', { email: invite.email }) });
      await load();
      heading.current?.focus();
    } catch (cause) {
      console.warn('Invitation not cancelled', cause);
      await refused(cause, invite.email);
    } finally {
      setBusy(undefined);
    }
  };

  const changeRole = async (member: StaffMember, next: StaffRole) => {
    setProblem(undefined);
    setBusy(`role:${member.uid}`);
    try {
      await setStaffRole(member.email, next);
      toaster.create({ type: 'success', title: t(`admin.teamAccess.became.${next}`, { email: member.email }) });
      setConfirming(undefined);
      await load();
      // An owner who stepped down has no buttons left: the heading takes the focus back.
      if (member.uid === session?.uid) heading.current?.focus();
    } catch (cause) {
      console.warn('Role change failed', cause);
      setConfirming(undefined);
      await refused(cause, member.email);
    } finally {
      setBusy(undefined);
    }
  };

  const powers = teamPowers(members ?? [], session?.uid);
  // The viewer's own row: their account's settings (the morning agenda) follow the list.
  const me = members?.find((member) => member.uid === session?.uid);
  const details = t('admin.teamAccess.details');
  const columns: StaffColumn[] = [t('admin.team.emailHeader'), t('admin.teamAccess.roleHeader'), t('admin.teamAccess.since'), t('admin.team.lastSignIn')];

  /** The role cell's action for an owner: the other role, but never the last owner's, who is told why. */
  const roleAction = (member: StaffMember) => {
    if (member.uid === powers.soleOwner) {
      return (
        <Text fontSize="sm" color="fg.muted">
          {t('admin.teamAccess.soleOwner')}
        </Text>
      );
    }
    const next = otherRole(member.role);
    const self = member.uid === session?.uid;
    return (
      <Button
        size="xs"
        variant="outline"
        aria-label={t(`admin.teamAccess.makeFor.${next}`, { email: member.email })}
        loading={busy === `role:${member.uid}` && confirming === undefined}
        disabled={busy !== undefined}
        onClick={() => {
          // Stepping down oneself is asked first: only another owner can undo it.
          if (self) {
            setRemoving(member);
            setConfirming('stepDown');
          } else void changeRole(member, next);
        }}
      >
        {t(`admin.teamAccess.make.${next}`)}
      </Button>
    );
  };

  return (
    <Container maxW="4xl" py="10">
      <Stack gap="6">
        <PageHeading title={t('admin.team.title')} text={t('admin.team.text')} size="3xl" headingRef={heading} />
        <Text color="fg.muted">{t('admin.teamAccess.roles')}</Text>
        {members && !powers.viewerIsOwner && (
          <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
            <Text>{t('admin.teamAccess.memberNotice', { owners: powers.ownerEmails.join(', ') })}</Text>
          </Box>
        )}
        {members && powers.viewerIsOwner && (
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
              {/* The error under the e-mail field would shift this one's baseline: it keeps its own box. */}
              <Box minW="160px" alignSelf={fieldError ? 'start' : undefined}>
                <LabelledSelect id={ROLE_FIELD} label={t('admin.teamAccess.roleLabel')} value={role} onChange={(value) => isStaffRole(value) && setRole(value)}>
                  <option value="member">{roleName('member')}</option>
                  <option value="owner">{roleName('owner')}</option>
                </LabelledSelect>
              </Box>
              <Button type="submit" colorPalette="purple" loading={busy === 'grant'} disabled={busy !== undefined && busy !== 'grant'}>
                {t('admin.team.grant')}
              </Button>
            </HStack>
          </form>
        )}
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
          <StaffTable caption={t('admin.team.caption')} columns={powers.viewerIsOwner ? [...columns, atEnd(<VisuallyHidden>{t('admin.team.actions')}</VisuallyHidden>)] : columns} striped>
            {members.map((member) => (
              <Table.Row key={member.uid}>
                <Table.Cell>
                  {member.email}
                  {member.uid === session?.uid && (
                    <Text as="span" fontSize="sm" color="fg.muted" ms="2">
                      ({t('admin.team.you')})
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1" align="start">
                    <Text>{roleName(member.role)}</Text>
                    {powers.viewerIsOwner && roleAction(member)}
                  </Stack>
                </Table.Cell>
                <Table.Cell>{member.since ? formatDateTime(new Date(member.since)) : ''}</Table.Cell>
                <Table.Cell>{member.lastSignIn ? formatDateTime(new Date(member.lastSignIn)) : ''}</Table.Cell>
                {powers.viewerIsOwner && (
                  <Table.Cell textAlign="end">
                    {member.uid !== session?.uid && (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('admin.team.revokeFor', { email: member.email })}
                        disabled={busy !== undefined}
                        onClick={() => {
                          setRemoving(member);
                          setConfirming('revoke');
                        }}
                      >
                        {t('admin.team.revoke')}
                      </Button>
                    )}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </StaffTable>
        )}
        {powers.viewerIsOwner && invites.length > 0 && (
          <Stack gap="2">
            <Heading as="h2" size="md">
              {t('admin.teamAccess.invites')}
            </Heading>
            <StaffTable caption={t('admin.teamAccess.invitesCaption')} columns={[t('admin.team.emailHeader'), t('admin.teamAccess.roleHeader'), t('admin.teamAccess.expires'), atEnd(<VisuallyHidden>{t('admin.team.actions')}</VisuallyHidden>)]}>
              {invites.map((invite) => (
                <Table.Row key={invite.email}>
                  <Table.Cell>{invite.email}</Table.Cell>
                  <Table.Cell>{roleName(invite.role)}</Table.Cell>
                  <Table.Cell>{formatDateTime(new Date(invite.expiresAt))}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('admin.teamAccess.cancelInviteFor', { email: invite.email })}
                      loading={busy === `invite:${invite.email}`}
                      disabled={busy !== undefined}
                      onClick={() => void cancelInvite(invite)}
                    >
                      {t('admin.teamAccess.cancelInvite')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </StaffTable>
          </Stack>
        )}
        {me && <AgendaSwitch initiallyOff={me.agendaOff === true} />}
      </Stack>
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('admin.teamAccess.confirmTitle', { email: removing?.email ?? '' })}
        confirmLabel={t('admin.team.revoke')}
        cancelLabel={t('admin.teamAccess.cancel')}
        danger
        busy={busy === 'revoke'}
        onConfirm={() => removing && void revoke(removing)}
        onCancel={() => setConfirming(undefined)}
      >
        {t('admin.teamAccess.confirmText', { email: removing?.email ?? '' })}
        {removing?.upcomingCalls ? ` ${t('admin.teamAccess.calls', { email: removing.email, count: removing.upcomingCalls })}` : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'stepDown'}
        title={t('admin.teamAccess.stepDownTitle')}
        confirmLabel={t('admin.teamAccess.stepDown')}
        cancelLabel={t('admin.teamAccess.cancel')}
        danger
        busy={busy !== undefined && busy.startsWith('role:')}
        onConfirm={() => removing && void changeRole(removing, 'member')}
        onCancel={() => setConfirming(undefined)}
      >
        {t('admin.teamAccess.stepDownText')}
      </ConfirmDialog>
    </Container>
  );
}
