import { memo } from 'react';
import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { HydrateApart } from '../../components/ui/hydrate-apart';
import { LATER_SECTIONS } from '../../components/ui/later-sections';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { isStaffPath } from './staff-paths';
import { useLocationScroll } from './use-location-scroll';
import { WhatsAppBubble } from './whatsapp-bubble';

const MAIN_ID = 'main';

/*
 * Neither takes a prop nor follows the location: drawn once, not again at every navigation (a
 * search or a filter in the inbox is one, and the page waited for their render before it asked).
 */
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);

/**
 * Header, page, footer and the WhatsApp bubble; a small busy mark while the next page's code or form
 * loads. The bubble is the public site's: on staff pages it would only cover rows (on a phone).
 */
export function SiteLayout() {
  const navigation = useNavigation();
  const staffPage = isStaffPath(useLocation().pathname);
  useLocationScroll();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink target={MAIN_ID} />
      <HydrateApart>
        <Header />
      </HydrateApart>
      {navigation.state === 'loading' && (
        <Box position="fixed" top="2" right="2" zIndex="overlay" role="status" aria-live="polite">
          <Spinner size="sm" color="purple.600" />
        </Box>
      )}
      <Box as="main" flex="1" id={MAIN_ID} tabIndex={-1} outline="none" css={LATER_SECTIONS}>
        <HydrateApart>
          <Outlet />
        </HydrateApart>
      </Box>
      <HydrateApart>
        <Footer />
        {!staffPage && <WhatsAppBubble />}
      </HydrateApart>
    </Flex>
  );
}
