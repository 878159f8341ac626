import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkResetCode, resetPassword } from '../../backend/auth';
import { FailureNotice } from '../../components/ui/failure-notice';
import { PageSpinner } from '../../components/ui/page-spinner';
import { toaster } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { authFailure, type AuthMessageKey } from './auth-failure';
import { PASSWORD_MIN } from './credentials';
import { PasswordField } from './password-field';
import { VerifyEmail } from './verify-email';
import './auth-strings';

interface ResetErrors {
  /** weakPassword: Firebase's own password policy refused it. */
  password?: 'tooShort' | 'weakPassword';
  confirm?: 'mismatch';
}

/** A refusal that is not about the link (the network, too many tries): said on the page, which stays. */
interface Failure {
  key: AuthMessageKey;
  detail?: string;
}

/**
 * The target of the reset e-mail's link (`?oobCode=...`): a new password twice. A missing, used or
 * expired link says so and goes to the login screen (spec 000 section 8).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  // The Authentication templates share this action page: a confirmation link is not a reset.
  if (params.get('mode') === 'verifyEmail') return <VerifyEmail code={params.get('oobCode') ?? ''} continueUrl={params.get('continueUrl')} />;
  return <NewPassword />;
}

/** The reset link's form (`?oobCode=...`). */
function NewPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const [account, setAccount] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  // Bumped by "Tentar novamente" when the link could not be checked (offline): checks it again.
  const [attempt, setAttempt] = useState(0);

  const expired = useCallback(() => {
    toaster.create({ type: 'error', title: t('auth.reset.expiredTitle'), description: t('auth.reset.expiredText') });
    navigate(paths.login, { replace: true });
  }, [navigate, t]);

  /** A used or expired link goes to the login screen; any other refusal is said here, in the staff member's language. */
  const refused = useCallback(
    (error: unknown, password?: (found: ResetErrors) => void) => {
      const found = authFailure('reset', error);
      if (found.kind === 'message' && found.key === 'resetExpired') return expired();
      if (found.kind === 'field' && found.field === 'password' && password) return password({ password: found.key });
      console.warn('Password reset refused', error);
      setFailure(found.kind === 'message' ? { key: found.key, detail: found.detail } : { key: 'unexpected' });
    },
    [expired],
  );

  useEffect(() => {
    let live = true;
    if (!code) {
      expired();
      return;
    }
    checkResetCode(code).then(
      (email) => live && setAccount(email),
      (error: unknown) => live && refused(error),
    );
    return () => {
      live = false;
    };
  }, [code, expired, refused, attempt]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: ResetErrors = {
      password: password.length < PASSWORD_MIN ? 'tooShort' : undefined,
      confirm: confirm !== password ? 'mismatch' : undefined,
    };
    setErrors(found);
    setFailure(undefined);
    if (found.password || found.confirm) {
      document.getElementById(found.password ? 'reset-password' : 'reset-confirm')?.focus();
      return;
    }
    setBusy(true);
    try {
      await resetPassword(code, password);
      toaster.create({ type: 'success', title: t('auth.reset.success'), description: t('auth.reset.successNote') });
      navigate(paths.login, { replace: true });
    } catch (error) {
      refused(error, (field) => {
        setErrors(field);
        document.getElementById('reset-password')?.focus();
      });
    } finally {
      setBusy(false);
    }
  };

  const notice = failure && <FailureNotice message={t(`auth.messages.${failure.key}`)} detail={failure.detail} detailsLabel={t('auth.messages.details')} />;
  if (!account && failure) {
    return (
      <Container maxW="md" py={{ base: '10', md: '16' }}>
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {t('auth.reset.title')}
          </Heading>
          {notice}
          <Button
            colorPalette="purple"
            alignSelf="start"
            onClick={() => {
              setFailure(undefined);
              setAttempt((n) => n + 1);
            }}
          >
            {t('auth.reset.retry')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!account) return <PageSpinner />;
  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Card.Root>
        <Card.Body gap="6">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {t('auth.reset.title')}
            </Heading>
            <Text color="fg.muted">{t('auth.reset.account', { email: account })}</Text>
          </Stack>
          {notice}
          <form noValidate onSubmit={(e) => void submit(e)}>
            <Stack gap="4">
              <PasswordField
                id="reset-password"
                label={t('auth.reset.password')}
                autoComplete="new-password"
                value={password}
                onChange={setPassword}
                error={errors.password && t(errors.password === 'weakPassword' ? 'auth.messages.weakPassword' : 'auth.reset.tooShort')}
              />
              <PasswordField
                id="reset-confirm"
                label={t('auth.reset.confirm')}
                autoComplete="new-password"
                value={confirm}
                onChange={setConfirm}
                error={errors.confirm && t(`auth.reset.${errors.confirm}`)}
              />
              <Button type="submit" colorPalette="purple" loading={busy}>
                {t('auth.reset.submit')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
