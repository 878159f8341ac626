import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { brokenFormMetas } from '../../forms/browser-registry';
import { BrokenFormFilePage } from './broken-form-file-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!brokenFormMetas.length) console.warn('404: no page at', pathname);
  }, [pathname]);
  // On the dev server, a form.json that is not JSON takes its form's route with it: the address asked
  // for is most likely that form's, and the broken file is what to fix.
  if (brokenFormMetas.length) return <BrokenFormFilePage broken={brokenFormMetas[0]} as="div" />;
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
