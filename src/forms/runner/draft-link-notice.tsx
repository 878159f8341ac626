import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DraftLinkState } from './use-draft-link';

/**
 * What became of a "Continuar depois" link the page was opened from (issue 40): a polite line while the
 * saved answers arrive; a wrong, expired or failed link said in plain words, with a fresh start offered.
 */
export function DraftLinkNotice({ link, onRestart }: { link: DraftLinkState; onRestart: () => void }) {
  const { t } = useTranslation();
  if (link.state === 'opening') {
    return (
      <p className="mf-resume" role="status">
        {t('form.draft.opening')}
      </p>
    );
  }
  if (link.state === 'stopped') {
    return (
      <p className="mf-resume" role="status">
        {t('form.draft.stopped')}
      </p>
    );
  }
  if (link.state !== 'refused') return null;
  return (
    <div className="mf-resume" role="alert">
      <p>
        <strong>{t('form.draft.linkTitle')}</strong> {t(`form.draft.link.${link.reason === 'expired' || link.reason === 'otherForm' || link.reason === 'tooMany' || link.reason === 'failed' ? link.reason : 'unknown'}`)}
      </p>
      <Button colorPalette="purple" onClick={onRestart}>
        {t('form.steps.restart')}
      </Button>
    </div>
  );
}
