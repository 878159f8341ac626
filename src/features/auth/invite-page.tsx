import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { refreshSession, resendVerification, signOut } from '../../backend/auth';
import { acceptStaffInvite } from '../../backend/callables';
import { OutcomeLine } from '../../components/ui/outcome-line';
import { paths } from '../../config/paths';
import { INVITE_PATH, type InviteRefusal, isInviteToken } from '../../domain/staff-invite';
import type { FromState } from './redirect-target';
import { useSession } from './use-session';
import './auth-strings';

/** Where the link's token waits while its holder signs in (the fragment does not survive the login screen's round trip). */
const KEPT = 'movaly.staffInvite';

/** The token of the link, moved from the address to this tab's storage at once (so it is not left in the history). */
function takeToken(): string | undefined {
  const fromLink = window.location.hash.slice(1);
  if (isInviteToken(fromLink)) {
    sessionStorage.setItem(KEPT, fromLink);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromLink;
  }
  const kept = sessionStorage.getItem(KEPT);
  return isInviteToken(kept) ? kept : undefined;
}

type Said = { refused: InviteRefusal; email?: string } | { resent: string } | { failed: true } | { accepted: true };

/**
 * `/admin/convite#<token>`, the link of a staff invitation (issue 37; src/domain/staff-invite.ts):
 * outside the staff gate, since whoever opens it is not staff yet. Signed out, it sends them to the
 * login screen (where they may create the account) and back here; signed in, one button accepts.
 * Each refusal is said in their language with what to do: another account signed in (sign out and
 * back), an address not confirmed yet (send its confirmation again), a link used, replaced or expired.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [token] = useState(takeToken);
  const [said, setSaid] = useState<Said>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const back: FromState = { from: INVITE_PATH };
  useEffect(() => heading.current?.focus(), []);

  const accept = async () => {
    if (!token) return;
    setBusy(true);
    setSaid(undefined);
    try {
      const answer = await acceptStaffInvite(token);
      if (!answer.ok) return setSaid({ refused: answer.reason, email: answer.email });
      sessionStorage.removeItem(KEPT);
      setSaid({ accepted: true });
      // The claim granted a moment ago rides in a fresh ID token; the gate then lets them in.
      await refreshSession();
      navigate(paths.admin, { replace: true });
    } catch (error) {
      console.warn('The invitation could not be accepted', error);
      setSaid({ failed: true });
    } finally {
      setBusy(false);
    }
  };

  const resend = async (email: string) => {
    try {
      await resendVerification(`${window.location.origin}${INVITE_PATH}`);
      setSaid({ resent: email });
    } catch (error) {
      console.warn('The confirmation e-mail was not sent again', error);
      setSaid({ failed: true });
    }
  };

  const leave = async () => {
    await signOut();
    navigate(paths.login, { state: back });
  };

  const message = (s: Said) =>
    'refused' in s ? t(`auth.invite.refusal.${s.refused}`, { email: s.email ?? '' }) : 'resent' in s ? t('auth.invite.resent', { email: s.resent }) : 'accepted' in s ? t('auth.invite.accepted') : t('auth.invite.failed');

  return (
    <Container maxW="xl" py="20">
      <Stack gap="5" align="start">
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
          {t('auth.invite.title')}
        </Heading>
        {!token ? (
          <Text>{t('auth.invite.noToken')}</Text>
        ) : (
          <>
            <Text>{t('auth.invite.text')}</Text>
            {said && (
              <OutcomeLine ok={'resent' in said || 'accepted' in said}>
                {message(said)}
              </OutcomeLine>
            )}
            {session === null && (
              <Button asChild colorPalette="purple">
                <RouterLink to={paths.login} state={back}>
                  {t('auth.invite.signIn')}
                </RouterLink>
              </Button>
            )}
            {session && (
              <>
                <Text color="fg.muted">{t('auth.invite.signedInAs', { email: session.email })}</Text>
                <HStack gap="3" wrap="wrap">
                  <Button colorPalette="purple" loading={busy} loadingText={t('auth.invite.accepting')} onClick={() => void accept()}>
                    {t('auth.invite.accept')}
                  </Button>
                  {said && 'refused' in said && said.refused === 'unverified' && (
                    <Button variant="outline" onClick={() => void resend(said.email ?? session.email)}>
                      {t('auth.invite.resend')}
                    </Button>
                  )}
                  {said && 'refused' in said && said.refused === 'otherEmail' && (
                    <Button variant="outline" onClick={() => void leave()}>
                      {t('auth.signOut')}
                    </Button>
                  )}
                </HStack>
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
