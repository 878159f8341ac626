import { Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { confirmEmail } from '../../backend/auth';
import { OutcomeLine } from '../../components/ui/outcome-line';
import { paths } from '../../config/paths';
import './auth-strings';

/**
 * Each code applied once per page load: a code is spent by its first use, and React's development mode
 * runs an effect twice, which would then show a good link as spent.
 */
const applied = new Map<string, Promise<void>>();
const confirmOnce = (code: string): Promise<void> => {
  if (!applied.has(code)) applied.set(code, confirmEmail(code));
  return applied.get(code)!;
};

/** Where "Continuar" goes: the page the confirmation was asked from (this site's own), or the login screen. */
function nextPath(continueUrl: string | null): string {
  try {
    const url = new URL(continueUrl ?? '', window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : paths.login;
  } catch {
    return paths.login;
  }
}

/**
 * Firebase's confirmation link (`?mode=verifyEmail&oobCode=…`) on the site's own action page: the
 * Authentication templates share one action URL, /reset-password (README, step 5), so the reset page
 * hands this mode here. An invitation is accepted only by a confirmed address (issue 37).
 */
export function VerifyEmail({ code, continueUrl }: { code: string; continueUrl: string | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'checking' | 'done' | 'failed'>('checking');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    confirmOnce(code).then(
      () => live && setState('done'),
      (error: unknown) => {
        console.warn('E-mail not confirmed', error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [code]);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container maxW="xl" py="20">
      <Stack gap="5" align="start">
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
          {t('auth.verify.title')}
        </Heading>
        {state === 'checking' ? (
          <HStack role="status" gap="2">
            <Spinner size="sm" aria-hidden="true" />
            <Text>{t('auth.verify.checking')}</Text>
          </HStack>
        ) : (
          <OutcomeLine ok={state === 'done'}>{t(state === 'done' ? 'auth.verify.done' : 'auth.verify.failed')}</OutcomeLine>
        )}
        {state !== 'checking' && (
          <Button asChild colorPalette="purple">
            <RouterLink to={state === 'done' ? nextPath(continueUrl) : paths.login}>{t('auth.verify.go')}</RouterLink>
          </Button>
        )}
      </Stack>
    </Container>
  );
}
