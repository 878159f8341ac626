import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * "Etapa 2 de 5" and its bar, counting only the steps the answers make visible. The text is a polite
 * live region: a screen reader hears the new step (focus goes to its heading meanwhile), and hears
 * the count change when an answer adds or hides a step.
 */
export function StepProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  const label = t('form.steps.progress', { current, total });
  return (
    <div className="mf-steps">
      <p className="mf-steps-label" aria-live="polite">
        {label}
      </p>
      <div className="mf-steps-bar" role="progressbar" aria-label={label} aria-valuemin={1} aria-valuemax={total} aria-valuenow={current}>
        <span style={{ width: `${Math.round((current / total) * 100)}%` }} />
      </div>
    </div>
  );
}

/** Offered to a visitor who comes back to a form they had started: on from their step, or start over. */
export function ResumeOffer({ onResume, onRestart }: { onResume: () => void; onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mf-resume" role="region" aria-label={t('form.steps.resume')}>
      <p>{t('form.steps.resumeText')}</p>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="purple" onClick={onResume}>
          {t('form.steps.resume')}
        </Button>
        <Button variant="outline" onClick={onRestart}>
          {t('form.steps.restart')}
        </Button>
      </HStack>
    </div>
  );
}
