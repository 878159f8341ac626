import { Container, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from './sign-out-button';

/**
 * What a colleague's open tab shows once their access is removed: the staff page and its live
 * reads are gone, and the heading takes the focus so that a screen reader says what happened.
 */
export function LostAccess({ email }: { email: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container maxW="xl" py="20">
      <Heading as="h1" size="2xl" mb="4" ref={heading} tabIndex={-1} outline="none">
        {t('auth.lostAccess.title')}
      </Heading>
      <Text mb="6">{t('auth.lostAccess.text', { email })}</Text>
      <SignOutButton />
    </Container>
  );
}
