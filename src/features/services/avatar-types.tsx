import { BriefcaseBusiness, Film, GraduationCap, Headset, type LucideIcon, Megaphone, MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCardGrid } from './icon-card-grid';
import { PageSection } from './page-section';

/** The avatar types of spec 000 section 2: service, training, reels and reactions, YouTube, LinkedIn, ads. */
const TYPES: { id: 'service' | 'training' | 'reels' | 'youtube' | 'linkedin' | 'ads'; icon: LucideIcon }[] = [
  { id: 'service', icon: Headset },
  { id: 'training', icon: GraduationCap },
  { id: 'reels', icon: Film },
  { id: 'youtube', icon: MonitorPlay },
  { id: 'linkedin', icon: BriefcaseBusiness },
  { id: 'ads', icon: Megaphone },
];

export function AvatarTypes() {
  const { t } = useTranslation();
  const cards = TYPES.map(({ id, icon }) => ({
    id,
    icon,
    title: t(`services.landing.avatarTypes.types.${id}.title`),
    text: t(`services.landing.avatarTypes.types.${id}.text`),
  }));
  return (
    <PageSection title={t('services.landing.avatarTypes.title')} subtitle={t('services.landing.avatarTypes.subtitle')} tinted>
      <IconCardGrid cards={cards} columns={{ base: 1, sm: 2, lg: 3 }} />
    </PageSection>
  );
}
