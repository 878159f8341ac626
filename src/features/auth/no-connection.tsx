import { Container, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a staff page shows when it was opened without a connection: access could not be checked,
 * which is not access lost. The gate opens the page by itself once the server answers; the heading
 * takes the focus so that a screen reader says why the page is not there.
 */
export function NoConnection() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container maxW="xl" py="20">
      <Heading as="h1" size="2xl" mb="4" ref={heading} tabIndex={-1} outline="none">
        {t('auth.offline.title')}
      </Heading>
      <Text>{t('auth.offline.text')}</Text>
    </Container>
  );
}
