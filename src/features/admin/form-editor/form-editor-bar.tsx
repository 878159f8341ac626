import { Box, HStack, Stack } from '@chakra-ui/react';
import { type ReactNode, useCallback } from 'react';
import { belowBars, EDITOR_BAR_HEIGHT, SITE_HEADER_HEIGHT, useBarHeight } from '../../../components/ui/sticky-offset';

/*
 * The editor's bar ("Salvar e verificar", "Publicar", the form's state) sticks just below the site's
 * header, at the height the header publishes (--site-header-height, as every staff bar does), so none
 * slides under the other.
 *
 * A sticky element stays only while its parent is on screen: the bar's parent ended with the editor's
 * content, above the site's footer, so once the page was scrolled to its end (on a phone, where the
 * footer is taller than the screen, or a short window) the parent's end pushed the bar up under the
 * header. The bar's parent (the track) therefore runs on to the end of the page, over the footer: a
 * runway below the content as long as what lies below it (the page's padding, the footer), which the
 * track's negative bottom margin takes back, so nothing below moves and the page is no longer.
 */

/** The runway's length: from the end of the editor's content to the end of the page. */
export const EDITOR_RUNWAY = '--editor-runway';

/**
 * A ref that keeps `variable` equal to the distance from the element's content end to the end of the
 * page (document.body's box, which the runway does not lengthen: it overflows into the footer's place).
 * Measured again whenever the page or the element changes size.
 */
export function useRunway(variable: string): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const root = document.documentElement.style;
      const publish = () => {
        const runway = parseFloat(root.getPropertyValue(variable)) || 0;
        // The element's box includes the runway already there: without it, its content ends that much higher.
        const contentEnd = element.getBoundingClientRect().bottom - runway;
        const pageEnd = document.body.getBoundingClientRect().bottom;
        const next = `${Math.max(0, Math.floor(pageEnd - contentEnd))}px`;
        if (root.getPropertyValue(variable) !== next) root.setProperty(variable, next);
      };
      publish();
      const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
      observer?.observe(document.body);
      observer?.observe(element);
      return () => {
        observer?.disconnect();
        root.removeProperty(variable);
      };
    },
    [variable],
  );
}

interface FormEditorBarProps {
  /** What the bar holds: the form's name, its state, the save and publish buttons. */
  bar: ReactNode;
  /** The editor below the bar, the bar staying in view over all of it. */
  children: ReactNode;
}

export function FormEditorBar({ bar, children }: FormEditorBarProps) {
  const barRef = useBarHeight(EDITOR_BAR_HEIGHT);
  const trackRef = useRunway(EDITOR_RUNWAY);
  const runway = `var(${EDITOR_RUNWAY}, 0px)`;
  return (
    <Box ref={trackRef} mb={`calc(-1 * ${runway})`} data-testid="editor-bar-track">
      <HStack
        ref={barRef}
        data-testid="editor-bar"
        justify="space-between"
        flexWrap="wrap"
        gap="3"
        position="sticky"
        top={belowBars([SITE_HEADER_HEIGHT])}
        zIndex="docked"
        bg="bg"
        py="2"
        borderBottomWidth="1px"
      >
        {bar}
      </HStack>
      <Stack gap="8" mt="8">
        {children}
      </Stack>
      <Box aria-hidden h={runway} />
    </Box>
  );
}
