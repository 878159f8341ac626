import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '../../../domain/lead';

/** Each stage's color (the badge's palette): it only repeats the stage's name. */
export const STAGE_COLORS: Record<Stage, string> = {
  novo: 'blue',
  em_contato: 'purple',
  proposta_enviada: 'orange',
  fechado: 'green',
  perdido: 'gray',
  spam: 'red',
};

/** A lead's pipeline stage, by its translated name (the color only repeats it). */
export function StageBadge({ stage }: { stage: Stage }) {
  const { t } = useTranslation();
  return <Badge colorPalette={STAGE_COLORS[stage] ?? 'gray'}>{t(`admin.inbox.stages.${stage}`)}</Badge>;
}

/** '2026-05-16' as staff in Brazil read it: 16/05/2026. */
export const formatDay = (day: string | null | undefined): string => (day ? day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1') : '');
