import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Outlet, useNavigation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page, footer; a thin busy bar while the next page's code or form loads. */
export function SiteLayout() {
  const navigation = useNavigation();
  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader />
      {navigation.state === 'loading' && (
        <Box position="fixed" top="2" right="2" zIndex="overlay" role="status" aria-live="polite">
          <Spinner size="sm" color="purple.600" />
        </Box>
      )}
      <Box as="main" flex="1" id="main">
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}
