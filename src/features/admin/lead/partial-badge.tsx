import { Badge, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PartialProgress } from '../../../domain/form-drafts';
import type { Lead } from '../../../domain/lead';

/** How far a partial lead's visitor got: "18 de 40 perguntas, etapa 3 de 6" (the step only on a stepped briefing). */
export function partialProgressText(t: TFunction, progress: PartialProgress): string {
  const { answered, total, step, steps } = progress;
  return step && steps ? t('admin.partial.progressSteps', { answered, total, step, steps }) : t('admin.partial.progress', { answered, total });
}

/** A partial lead's mark (issue 40): "Parcial" and its progress at the last save; nothing on any other lead. */
export function PartialBadge({ lead }: { lead: Pick<Lead<unknown>, 'partial'> & { progress?: PartialProgress } }) {
  const { t } = useTranslation();
  if (!lead.partial) return null;
  return (
    <Stack gap="0" align="start">
      <Badge colorPalette="cyan">{t('admin.partial.badge')}</Badge>
      {lead.progress && (
        <Text fontSize="xs" color="fg.muted">
          {partialProgressText(t, lead.progress)}
        </Text>
      )}
    </Stack>
  );
}
