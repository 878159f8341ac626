import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="24" role="status" aria-live="polite">
      <Spinner size="lg" color="purple.600" aria-label={t('common.loading')} />
    </Center>
  );
}
