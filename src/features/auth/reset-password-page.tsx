import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkResetCode, resetPassword } from '../../backend/auth';
import { PageSpinner } from '../../components/ui/page-spinner';
import { toaster } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { PASSWORD_MIN } from './credentials';
import { PasswordField } from './password-field';
import './strings';

interface ResetErrors {
  password?: 'tooShort';
  confirm?: 'mismatch';
}

/**
 * The target of the reset e-mail's link (`?oobCode=...`): a new password twice. A missing, used or
 * expired link says so and goes to the login screen (spec 000 section 8).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const [account, setAccount] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const expired = () => {
      toaster.create({ type: 'error', title: t('auth.reset.expiredTitle'), description: t('auth.reset.expiredText') });
      navigate(paths.login, { replace: true });
    };
    if (!code) {
      expired();
      return;
    }
    checkResetCode(code).then(
      (email) => live && setAccount(email),
      () => live && expired(),
    );
    return () => {
      live = false;
    };
  }, [code, navigate, t]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: ResetErrors = {
      password: password.length < PASSWORD_MIN ? 'tooShort' : undefined,
      confirm: confirm !== password ? 'mismatch' : undefined,
    };
    setErrors(found);
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
      console.warn('Password reset refused', error);
      toaster.create({ type: 'error', title: t('auth.reset.expiredTitle'), description: t('auth.reset.expiredText') });
      navigate(paths.login, { replace: true });
    } finally {
      setBusy(false);
    }
  };

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
          <form noValidate onSubmit={(e) => void submit(e)}>
            <Stack gap="4">
              <PasswordField
                id="reset-password"
                label={t('auth.reset.password')}
                autoComplete="new-password"
                value={password}
                onChange={setPassword}
                error={errors.password && t(`auth.reset.${errors.password}`)}
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
