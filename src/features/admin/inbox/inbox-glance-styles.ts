import { type SystemStyleObject, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import { useMemo } from 'react';
import { palettes } from './inbox-row-styles';

/*
 * The glance's figures are plain elements with class names, styled once by their root from Chakra's
 * own recipes (card, heading, link, badge, skeleton), as the inbox's rows are (inbox-row-styles.ts):
 * drawn before the inbox's first rows, a Chakra component per card, line, link, badge and
 * placeholder made them about 90 styled elements whose style resolution the rows waited for
 * (issue 39). The look is the same recipes' (a card at size sm, a heading at size sm).
 */

/** The class names the glance uses; its root styles them (useGlanceStyles). */
export const GLANCE = {
  grid: 'glance-grid',
  card: 'glance-card',
  /** The card's body, its one child. */
  body: 'glance-card-body',
  title: 'glance-title',
  list: 'glance-list',
  item: 'glance-item',
  badge: 'glance-badge',
  link: 'glance-link',
  small: 'glance-small',
  muted: 'glance-muted',
  strong: 'glance-strong',
  /** A card's one figure, large; `data-alert` colors it as a warning. */
  figure: 'glance-figure',
  /** A figure still asked for, in the line of text. */
  pending: 'glance-pending',
  /** The chart still asked for. */
  pendingBlock: 'glance-pending-block',
  alert: 'glance-alert',
} as const;

/** The nested styles of every GLANCE class, for the root's `css`. */
export function useGlanceStyles(): SystemStyleObject {
  const card = useSlotRecipe({ key: 'card' });
  const heading = useRecipe({ key: 'heading' });
  const link = useRecipe({ key: 'link' });
  const badge = useRecipe({ key: 'badge' });
  const skeleton = useRecipe({ key: 'skeleton' });
  return useMemo(() => {
    const { root, body } = card({ size: 'sm' });
    return {
      [`& .${GLANCE.grid}`]: {
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
      },
      // Each recipe's part is a layer of its own ('@layer recipes'): merged into one object, one part would replace the other.
      [`& .${GLANCE.card}`]: root,
      [`& .${GLANCE.body}`]: { ...body, gap: '2' },
      [`& .${GLANCE.body}[data-gap=wide]`]: { gap: '3' },
      [`& .${GLANCE.title}`]: heading({ size: 'sm' }),
      [`& .${GLANCE.list}`]: { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '1' },
      [`& .${GLANCE.item}`]: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' },
      [`& .${GLANCE.badge}`]: { ...badge({}), ...palettes },
      [`& .${GLANCE.link}`]: { ...link({}), color: 'purple.700' },
      [`& .${GLANCE.small}`]: { fontSize: 'sm' },
      [`& .${GLANCE.muted}`]: { color: 'fg.muted' },
      [`& .${GLANCE.strong}`]: { fontWeight: 'semibold' },
      [`& .${GLANCE.figure}`]: { fontSize: '3xl', fontWeight: 'bold' },
      [`& .${GLANCE.figure}[data-alert]`]: { color: 'red.700' },
      [`& .${GLANCE.pending}`]: { ...skeleton({}), display: 'inline-block', height: '1em', width: '6' },
      [`& .${GLANCE.pendingBlock}`]: { ...skeleton({}), height: '40' },
      [`& .${GLANCE.alert}`]: { color: 'red.700' },
    };
  }, [card, heading, link, badge, skeleton]);
}
