import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { brokenFormFileOf } from '../../forms/broken-form-file';
import { BrokenFormFilePage } from './broken-form-file-page';

/** The router's fallback when a page fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  // On the dev server, a form file that is not JSON: named with its line, not as an unexpected error.
  const broken = brokenFormFileOf(error);
  if (broken) return <BrokenFormFilePage broken={broken} />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    // The error replaces the whole layout, so this is the page's only landmark.
    <Container as="main" maxW="xl" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        {t('errors.unexpected')}
      </Heading>
      <Text mb="6" color="fg.muted">
        {detail}
      </Text>
      {/* A full page load: the router that failed is not trusted to navigate. */}
      <Link href={paths.home} color="purple.700">
        {t('errors.home')}
      </Link>
    </Container>
  );
}
