import { Box, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { sendPasswordReset, signIn, signUp } from '../../backend/auth';
import { FailureNotice } from '../../components/ui/failure-notice';
import { TextField } from '../../components/ui/text-field';
import { toaster } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { authFailure, type AuthMessageKey } from './auth-failure';
import { checkCredentials, type CredentialErrors } from './credentials';
import { PasswordField } from './password-field';
import { redirectTarget } from './redirect-target';
import './auth-strings';
import { useSession } from './use-session';

type Mode = 'login' | 'signup' | 'forgot';

/** What the screen says above its form: a refusal (with Firebase's text behind "Detalhes"), or that a reset link went out. */
type Notice = { kind: 'failure'; key: AuthMessageKey; detail?: string } | { kind: 'resetRequested' };

const TITLES = { login: 'auth.login.loginTitle', signup: 'auth.login.signupTitle', forgot: 'auth.login.forgotTitle' } as const;
const SUBMITS = { login: 'auth.login.submitLogin', signup: 'auth.login.submitSignup', forgot: 'auth.login.submitForgot' } as const;

/**
 * Sign in, create an account, or ask for a reset link (spec 000 sections 2, 5, 8). A signed-in
 * visitor goes on to the page they asked for (the admin home by default).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [notice, setNotice] = useState<Notice | undefined>();
  const [busy, setBusy] = useState(false);
  // Sign-up signs the new account in for a moment; it must not bounce to the admin meanwhile.
  const signingUp = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (session && !signingUp.current) navigate(redirectTarget(location.state), { replace: true });
  }, [session, navigate, location.state]);

  const switchTo = (next: Mode) => {
    setMode(next);
    setErrors({});
    setNotice(undefined);
    setPassword('');
  };

  /*
   * The same confirmation whether or not the address has an account (and whether Firebase said so):
   * the screen must not tell anyone which addresses belong to the staff.
   */
  const resetRequested = () => {
    switchTo('login');
    setNotice({ kind: 'resetRequested' });
  };

  const fail = (error: unknown) => {
    const failure = authFailure(mode, error);
    if (failure.kind === 'resetSent') return resetRequested();
    if (failure.kind === 'field') {
      setErrors({ [failure.field]: failure.key });
      document.getElementById(failure.field === 'email' ? 'login-email' : 'login-password')?.focus();
      return;
    }
    if (failure.key === 'unexpected' || failure.key === 'network') console.warn('Sign-in screen error', error);
    setNotice({ kind: 'failure', key: failure.key, detail: failure.detail });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const mail = email.trim();
    const found = checkCredentials(mail, password, mode !== 'forgot');
    setErrors(found);
    setNotice(undefined);
    if (found.email || found.password) {
      if (found.email) emailInput.current?.focus();
      else document.getElementById('login-password')?.focus();
      return;
    }
    setBusy(true);
    try {
      if (mode === 'login') {
        await signIn(mail, password);
        toaster.create({ type: 'success', title: t('auth.messages.loginSuccess') });
      } else if (mode === 'signup') {
        signingUp.current = true;
        await signUp(mail, password, `${window.location.origin}${paths.login}`);
        toaster.create({ type: 'success', title: t('auth.messages.signupSuccess'), description: t('auth.messages.signupNote'), duration: 8000 });
        switchTo('login');
      } else {
        await sendPasswordReset(mail, `${window.location.origin}${paths.login}`);
        resetRequested();
      }
    } catch (error) {
      fail(error);
    } finally {
      signingUp.current = false;
      setBusy(false);
    }
  };

  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Card.Root>
        <Card.Body gap="6">
          <Stack gap="1">
            <Text color="purple.700" fontWeight="semibold">
              {t('auth.login.heading')}
            </Text>
            <Heading as="h1" size="2xl">
              {t(TITLES[mode])}
            </Heading>
            {mode === 'forgot' && <Text color="fg.muted">{t('auth.login.forgotText')}</Text>}
          </Stack>
          {notice?.kind === 'failure' && (
            <FailureNotice message={t(`auth.messages.${notice.key}`)} detail={notice.detail} detailsLabel={t('auth.messages.details')} />
          )}
          {/* Always in the page, so that screen readers announce the confirmation when it is filled in. */}
          <Box role="status" hidden={notice?.kind !== 'resetRequested'}>
            {notice?.kind === 'resetRequested' && (
              <Text borderWidth="1px" borderColor="green.300" bg="green.50" color="green.900" rounded="md" p="3">
                {t('auth.messages.resetRequested')}
              </Text>
            )}
          </Box>
          <form noValidate onSubmit={(e) => void submit(e)} aria-label={t(TITLES[mode])}>
            <Stack gap="4">
              <TextField
                id="login-email"
                inputRef={emailInput}
                label={t('auth.login.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={errors.email && t(`auth.messages.${errors.email}`)}
              />
              {mode !== 'forgot' && (
                <PasswordField
                  id="login-password"
                  label={t('auth.login.password')}
                  autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                  value={password}
                  onChange={setPassword}
                  error={errors.password && t(`auth.messages.${errors.password}`)}
                />
              )}
              <Button type="submit" colorPalette="purple" loading={busy}>
                {t(SUBMITS[mode])}
              </Button>
            </Stack>
          </form>
          <Stack gap="2" align="center">
            {mode === 'login' && (
              <Button variant="plain" colorPalette="purple" onClick={() => switchTo('forgot')}>
                {t('auth.login.forgot')}
              </Button>
            )}
            <Button variant="plain" colorPalette="purple" onClick={() => switchTo(mode === 'login' ? 'signup' : 'login')}>
              {mode === 'login' ? t('auth.login.toSignup') : mode === 'signup' ? t('auth.login.toLogin') : t('auth.login.backToLogin')}
            </Button>
            <Box>
              <Link asChild color="purple.700">
                <RouterLink to={paths.home}>{t('auth.login.backHome')}</RouterLink>
              </Link>
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
