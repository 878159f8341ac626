import { Clapperboard, Heart, type LucideIcon, Sparkles, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCardGrid } from './icon-card-grid';
import { PageSection } from './page-section';

/** The four styles the invitation briefing offers (its 'estiloConvite' question). */
const STYLES: { id: 'trailer' | 'pixar' | 'romantic' | 'modern'; icon: LucideIcon }[] = [
  { id: 'trailer', icon: Clapperboard },
  { id: 'pixar', icon: Sparkles },
  { id: 'romantic', icon: Heart },
  { id: 'modern', icon: Zap },
];

export function InvitationStyles() {
  const { t } = useTranslation();
  const cards = STYLES.map(({ id, icon }) => ({
    id,
    icon,
    title: t(`services.landing.invitations.styles.${id}.title`),
    text: t(`services.landing.invitations.styles.${id}.text`),
  }));
  return (
    <PageSection title={t('services.landing.invitations.stylesTitle')} subtitle={t('services.landing.invitations.stylesSubtitle')}>
      <IconCardGrid cards={cards} columns={{ base: 1, sm: 2, lg: 4 }} variant="outline" />
    </PageSection>
  );
}
