import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { HydrateApart } from '../../components/ui/hydrate-apart';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { isStaffPath } from './staff-paths';
import { useLocationScroll } from './use-location-scroll';
import { WhatsAppBubble } from './whatsapp-bubble';

const MAIN_ID = 'main';

/*
 * The page's sections after its first (and the footer: site-footer.tsx) are styled and laid out
 * only when they come near the screen (content-visibility: auto): a long page's first style and
 * layout, right after the first paint, otherwise covered all of it (on the home page at 4x CPU,
 * 227 ms of style and 200 ms of layout, against 102 and 146 ms now: scripts/render-work.ts). The
 * browser keeps their text findable and in the accessibility tree, and holds an estimated height
 * until it has laid a section out, then the height it had ("auto"). "Every child after another one"
 * is written `* + *`, not `:not(:first-child)`: Emotion warns on `:first-child` in the console of
 * every dev page, since on a server it may insert a <style> before the element (ours go in <head>).
 */
const LATER_SECTIONS = { '& > * + *:not([data-render="always"])': { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } } as const;

/**
 * For a section whose content arrives after the first paint, so that skipping it then saves nothing,
 * and whose height the estimate misses by screens (the services grid: 900 px held, 2,500 px on a
 * computer and 3,600 px on a phone once laid out). Skipped, such a section grows by that much the
 * first time the visitor passes it, and a visitor who jumped below it (a dragged scroll bar, the End
 * key) sees what they were reading pushed away.
 */
export const RENDERED_ALWAYS = { 'data-render': 'always' } as const;

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
        <SiteHeader />
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
        <SiteFooter />
        {!staffPage && <WhatsAppBubble />}
      </HydrateApart>
    </Flex>
  );
}
