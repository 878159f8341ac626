import { type SystemStyleObject, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import { useMemo } from 'react';

/*
 * The inbox's rows are plain elements with class names, styled once by the table's root from
 * Chakra's own recipes (table, link, badge, button): a Chakra component per cell, link, text, badge,
 * box and button made a page of 25 rows about 600 styled elements, whose style resolution took
 * 160-290 ms before the first rows showed (issue 39, docs/performance.md). The look is the same
 * recipes' (the table's at size sm, striped).
 */

/** The class names the rows use; the table's root styles them (useInboxRowStyles). */
export const ROW = {
  link: 'inbox-link',
  muted: 'inbox-muted',
  /** Muted at the cell's own size. */
  faint: 'inbox-faint',
  stack: 'inbox-stack',
  wrap: 'inbox-wrap',
  badge: 'inbox-badge',
  contact: 'inbox-contact',
  check: 'inbox-check',
  /** The cells, by column. */
  checkCell: 'inbox-cell-check',
  nameCell: 'inbox-cell-name',
  formCell: 'inbox-cell-form',
  contactCell: 'inbox-cell-contact',
  nowrapCell: 'inbox-cell-nowrap',
  assigneeCell: 'inbox-cell-assignee',
} as const;

/** The palettes a row's badges and buttons use, each set by `data-palette` on the element (the glance's badges too). */
const PALETTES = ['blue', 'purple', 'orange', 'green', 'gray', 'red', 'cyan', 'teal'] as const;
export const palettes: SystemStyleObject = Object.fromEntries(PALETTES.map((palette) => [`&[data-palette=${palette}]`, { colorPalette: palette }]));

/** A native checkbox's look on the inbox: the rows' boxes and the filters' (inbox-filters.tsx). */
export const checkboxLook: SystemStyleObject = { width: '4', height: '4', accentColor: 'purple.600', cursor: 'pointer' };

/** The nested styles of every ROW class, for the table root's `css`. */
export function useInboxRowStyles(): SystemStyleObject {
  const link = useRecipe({ key: 'link' });
  const badge = useRecipe({ key: 'badge' });
  const button = useRecipe({ key: 'button' });
  const table = useSlotRecipe({ key: 'table' });
  return useMemo(() => {
    const { row, cell } = table({ size: 'sm', striped: true });
    return {
      '& tbody tr': row,
      '& tbody :is(td, th)': cell,
      [`& .${ROW.checkCell}`]: { width: '10', verticalAlign: 'top' },
      [`& .${ROW.nameCell}`]: { fontWeight: 'normal', whiteSpace: 'normal', minW: '36', maxW: { base: '40', md: '60' }, verticalAlign: 'top' },
      [`& .${ROW.formCell}`]: { minW: '32', maxW: '52', whiteSpace: 'normal' },
      [`& .${ROW.contactCell}`]: { minW: { base: '40', md: '44' }, whiteSpace: 'normal', verticalAlign: 'top' },
      [`& .${ROW.nowrapCell}`]: { whiteSpace: 'nowrap' },
      [`& .${ROW.assigneeCell}`]: { fontSize: 'sm', wordBreak: 'break-all' },
      [`& .${ROW.link}`]: { ...link({}), colorPalette: 'purple', color: 'purple.700', fontWeight: 'medium' },
      [`& .${ROW.muted}`]: { fontSize: 'xs', color: 'fg.muted' },
      [`& .${ROW.faint}`]: { color: 'fg.muted' },
      [`& .${ROW.stack}`]: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' },
      [`& .${ROW.wrap}`]: { display: 'flex', flexWrap: 'wrap', gap: '2' },
      [`& .${ROW.badge}`]: { ...badge({}), ...palettes },
      [`& .${ROW.contact}`]: { ...button({ size: 'xs', variant: 'outline' }), ...palettes },
      [`& .${ROW.check}`]: { ...checkboxLook, verticalAlign: 'middle' },
    };
  }, [link, badge, button, table]);
}
