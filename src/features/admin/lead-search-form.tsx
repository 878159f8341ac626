import { Button, HStack, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field';

/** The search box of a lead table; the search lives in the URL (?q=), so Back and the export follow it. */
export function LeadSearchForm({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <HStack align="end" gap="2" wrap="wrap">
        <Stack flex="1" minW="240px">
          <TextField id="lead-search" type="search" label={t('admin.leads.searchLabel')} value={text} onChange={(e) => setText(e.target.value)} />
        </Stack>
        <Button type="submit" colorPalette="purple">
          {t('admin.leads.search')}
        </Button>
        {value && (
          <Button
            variant="outline"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {t('admin.leads.clearSearch')}
          </Button>
        )}
      </HStack>
    </form>
  );
}
