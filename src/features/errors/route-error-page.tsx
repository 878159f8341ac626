import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The router's fallback when a page fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Container maxW="xl" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        Unexpected Application Error!
      </Heading>
      <Text mb="6" color="fg.muted">
        {detail}
      </Text>
      <Link href={paths.home} color="purple.700">
        {t('errors.home')}
      </Link>
    </Container>
  );
}
