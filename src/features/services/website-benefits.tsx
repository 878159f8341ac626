import { Gauge, type LucideIcon, Plug, Search, ShieldCheck, Smartphone, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCardGrid } from './icon-card-grid';
import { PageSection } from './page-section';

/** The six benefits of spec 000 section 2. */
const BENEFITS: { id: 'responsive' | 'fast' | 'seo' | 'conversion' | 'secure' | 'integrations'; icon: LucideIcon }[] = [
  { id: 'responsive', icon: Smartphone },
  { id: 'fast', icon: Gauge },
  { id: 'seo', icon: Search },
  { id: 'conversion', icon: Target },
  { id: 'secure', icon: ShieldCheck },
  { id: 'integrations', icon: Plug },
];

export function WebsiteBenefits() {
  const { t } = useTranslation();
  const cards = BENEFITS.map(({ id, icon }) => ({
    id,
    icon,
    title: t(`services.website.benefits.items.${id}.title`),
    text: t(`services.website.benefits.items.${id}.text`),
  }));
  return (
    <PageSection title={t('services.website.benefits.title')} subtitle={t('services.website.benefits.subtitle')} tinted>
      <IconCardGrid cards={cards} columns={{ base: 1, sm: 2, lg: 3 }} />
    </PageSection>
  );
}
