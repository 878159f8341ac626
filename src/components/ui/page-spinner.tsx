import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A loading state screen readers announce once ("Carregando..."), the spinner itself being decoration. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="24" role="status" aria-live="polite">
      <Spinner size="lg" color="purple.600" aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
