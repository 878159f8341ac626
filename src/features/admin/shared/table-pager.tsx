import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface TablePagerProps {
  pageNumber: number;
  previous?: () => void;
  next?: () => void;
}

/** Previous / page N / next under a cursor-paged table (leads and newsletter signups). */
export function TablePager({ pageNumber, previous, next }: TablePagerProps) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between">
      <Button variant="outline" onClick={previous} disabled={!previous}>
        {t('admin.leads.previous')}
      </Button>
      <Text aria-live="polite">{t('admin.leads.page', { page: pageNumber })}</Text>
      <Button variant="outline" onClick={next} disabled={!next}>
        {t('admin.leads.next')}
      </Button>
    </HStack>
  );
}
