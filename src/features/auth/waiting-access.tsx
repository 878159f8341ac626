import { Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSession } from '../../backend/auth';
import { SignOutButton } from './sign-out-button';

/**
 * A signed-in account without the staff claim: it reads nothing (the rules refuse it anyway) and
 * learns what to do. "Check again" fetches a fresh token, so a grant made meanwhile takes effect.
 */
export function WaitingAccess({ email }: { email: string }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      await refreshSession();
      setChecked(true);
    } finally {
      setChecking(false);
    }
  };
  return (
    <Container maxW="xl" py="20">
      <Heading as="h1" size="2xl" mb="4">
        {t('auth.waiting.title')}
      </Heading>
      <Text mb="6">{t('auth.waiting.text', { email })}</Text>
      <Text role="status" color="fg.muted" mb="4" minH="6">
        {checked ? t('auth.waiting.stillWaiting') : ''}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="purple" loading={checking} onClick={() => void check()}>
          {t('auth.waiting.check')}
        </Button>
        <SignOutButton />
      </HStack>
    </Container>
  );
}
