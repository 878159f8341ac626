import { paths } from '../../config/paths';
import type { SectionId } from '../../components/ui/section-scroll';

/** One entry of the portfolio dropdown: a home section to show, or a page to open. */
export type PortfolioEntry = { key: string; section: SectionId } | { key: string; path: string };

/** Spec 000 section 2: every entry but the last shows the services section. */
export const PORTFOLIO_ENTRIES: readonly PortfolioEntry[] = [
  { key: 'all', section: 'services' },
  { key: 'birthday', section: 'services' },
  { key: 'advertising', section: 'services' },
  { key: 'companyAvatar', section: 'services' },
  { key: 'contentAvatar', section: 'services' },
  { key: 'institutional', section: 'services' },
  { key: 'buttonTest', path: paths.buttonTest },
];
