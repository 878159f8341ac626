import type { LucideIcon } from 'lucide-react';
import { Calculator, CalendarDays, Film, Images, ReceiptText, Info } from 'lucide-react';

/** One button per style; each opens a "coming soon" alert, as in spec 000 section 2. */
export const STYLE_DEMOS: {
  variant: 'solid' | 'outline' | 'ghost' | 'subtle' | 'surface' | 'plain';
  icon: LucideIcon;
  caption: string;
  label: string;
  alert: string;
  /** The link look: a plain button, underlined (it acts, so it stays a button). */
  linkLook?: boolean;
}[] = [
  { variant: 'solid', icon: Calculator, caption: 'button-test.styles.solid', label: 'button-test.demos.calculator.label', alert: 'button-test.demos.calculator.alert' },
  { variant: 'outline', icon: Images, caption: 'button-test.styles.outline', label: 'button-test.demos.gallery.label', alert: 'button-test.demos.gallery.alert' },
  { variant: 'ghost', icon: CalendarDays, caption: 'button-test.styles.ghost', label: 'button-test.demos.calendar.label', alert: 'button-test.demos.calendar.alert' },
  { variant: 'subtle', icon: ReceiptText, caption: 'button-test.styles.subtle', label: 'button-test.demos.quote.label', alert: 'button-test.demos.quote.alert' },
  { variant: 'surface', icon: Film, caption: 'button-test.styles.surface', label: 'button-test.demos.portfolio.label', alert: 'button-test.demos.portfolio.alert' },
  {
    variant: 'plain',
    icon: Info,
    caption: 'button-test.styles.link',
    label: 'button-test.demos.more.label',
    alert: 'button-test.demos.more.alert',
    linkLook: true,
  },
];

export const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
