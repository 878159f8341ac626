import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import type { BrokenFormFileInfo } from '../../forms/broken-form-file';
import { toLocale } from '../../i18n';

/**
 * What a form's page shows on the dev server while one of its files is not JSON (issue 28): the file to
 * open, the line and column, what is wrong there, and that saving the fix reloads the page. No stack:
 * the person reading it edits forms, not code.
 */
export function BrokenFormFilePage({ broken, as = 'main' }: { broken: BrokenFormFileInfo; as?: 'main' | 'div' }) {
  const { t, i18n } = useTranslation();
  const { file, line, column, reason } = broken;
  return (
    <Container as={as} maxW="2xl" py="24">
      <Heading as="h1" size="2xl" mb="6">
        {t('errors.brokenFormFile.title')}
      </Heading>
      <Text mb="3">{t('errors.brokenFormFile.where', { file, line, column })}</Text>
      <Text mb="3">{reason[toLocale(i18n.language)]}</Text>
      <Text mb="6">{t('errors.brokenFormFile.fix')}</Text>
      {/* A full page load, as on the router's error page. */}
      <Link href={paths.home} color="purple.700">
        {t('errors.home')}
      </Link>
    </Container>
  );
}
