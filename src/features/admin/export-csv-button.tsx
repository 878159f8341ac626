import { Button, Progress, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countLeads, fetchLeadsPage, type LeadCursor } from '../../backend/leads';
import { toaster } from '../../components/ui/toaster';
import { matchesSearch } from '../../forms/core/search-terms';
import { csvHeader, csvRow, type CsvTexts, toCsv } from './lead-csv';
import { deliveryKey, statusKey } from './lead-status';
import type { LeadView } from './lead-view';

/** Leads read per request: big enough to be quick, small enough that the page keeps answering in between. */
const EXPORT_PAGE = 500;

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Exports the form's leads (or the current search's) page by page with cursors, showing progress. */
export function ExportCsvButton({ view, words }: { view: LeadView; words: string[] }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | undefined>();

  const texts: CsvTexts = {
    yes: t('admin.leads.yes'),
    no: t('admin.leads.no'),
    receivedAt: t('admin.leads.receivedAt'),
    status: t('admin.leads.statusHeader'),
    delivery: t('admin.leads.deliveryHeader'),
    statusLabel: (s) => t(`admin.leads.status.${statusKey(s)}`),
    deliveryLabel: (d) => t(`admin.leads.delivery.${deliveryKey(d)}`),
  };

  const run = async () => {
    const collection = view.def.form.collection;
    const [term, ...rest] = words;
    try {
      const total = await countLeads(collection, term);
      setProgress({ done: 0, total });
      const rows: string[][] = [];
      let after: LeadCursor | undefined;
      let read = 0;
      do {
        const page = await fetchLeadsPage({ collection, term, after, pageSize: EXPORT_PAGE });
        for (const lead of page.leads) if (matchesSearch(lead.data.search, rest)) rows.push(csvRow(view, lead, texts));
        read += page.leads.length;
        setProgress({ done: read, total });
        after = page.next;
      } while (after);
      download(toCsv(csvHeader(view, texts), rows), `${view.def.id}-${new Date().toISOString().slice(0, 10)}.csv`);
      toaster.create({ type: 'success', title: t('admin.csv.done', { count: rows.length }) });
    } catch (error) {
      console.warn('CSV export failed', error);
      toaster.create({ type: 'error', title: t('admin.csv.failed') });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Stack gap="2" minW="220px">
      <Button variant="outline" colorPalette="purple" loading={!!progress} loadingText={t('admin.csv.exporting')} onClick={() => void run()}>
        <Download aria-hidden="true" /> {words.length ? t('admin.csv.exportSearch') : t('admin.csv.exportAll')}
      </Button>
      {progress && (
        <Progress.Root value={progress.total ? Math.min(100, (progress.done / progress.total) * 100) : null} size="sm" colorPalette="purple">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Text role="status" fontSize="sm" mt="1">
            {t('admin.csv.progress', { done: progress.done, total: progress.total })}
          </Text>
        </Progress.Root>
      )}
    </Stack>
  );
}
