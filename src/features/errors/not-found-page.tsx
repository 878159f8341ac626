import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <Container maxW="xl" py="24" textAlign="center">
      <Heading as="h1" size="6xl" mb="2">
        404
      </Heading>
      <Text fontSize="xl" mb="6">
        {t('errors.text')}
      </Text>
      <Link asChild color="purple.700">
        <RouterLink to={paths.home}>{t('errors.home')}</RouterLink>
      </Link>
    </Container>
  );
}
