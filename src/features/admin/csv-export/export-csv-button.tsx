import { Button, Checkbox, Progress, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countSubmissions, fetchSubmissionsPage, type SubmissionCursor, type SubmissionPage } from '../../../backend/submission-reads';
import { toaster } from '../../../components/ui/toaster';
import { csvHeader, csvLines, csvParts, csvRow, type CsvTexts, isExported } from './lead-csv';
import { deliveryKey, statusKey } from '../shared/submission-status';
import type { LeadView } from '../shared/lead-view';

/** Leads read per request: big enough to be quick, small enough that the page keeps answering in between. */
const EXPORT_PAGE = 500;
/** Leads turned into CSV cells between two yields to the browser (each slice stays far under 50 ms). */
const ROWS_PER_SLICE = 100;

/** Lets the browser paint the progress and handle input before the next piece of work. */
const yieldToBrowser = () => new Promise<void>((done) => setTimeout(done, 0));

/** A page read ahead: a failure is reported where it is awaited, never as an unhandled rejection first. */
function readAhead(query: Parameters<typeof fetchSubmissionsPage>[0]): Promise<SubmissionPage> {
  const page = fetchSubmissionsPage(query);
  page.catch(() => {});
  return page;
}

function download(parts: string[], name: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Exports the form's leads (or the current search's) page by page with cursors, showing progress.
 * Bot-caught and rejected submissions stay out unless "Incluir spam" is ticked.
 */
export function ExportCsvButton({ view, search }: { view: LeadView; search: string }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | undefined>();
  const [includeSpam, setIncludeSpam] = useState(false);

  const texts: CsvTexts = {
    receivedAt: t('admin.leads.receivedAt'),
    status: t('admin.leads.statusHeader'),
    delivery: t('admin.leads.deliveryHeader'),
    version: t('admin.lead.formVersion'),
    olderAnswers: t('admin.csv.olderAnswers'),
    statusLabel: (s) => t(`admin.leads.status.${statusKey(s)}`),
    deliveryLabel: (d) => t(`admin.leads.delivery.${deliveryKey(d)}`),
  };

  const run = async () => {
    const collection = view.def.form.collection;
    const term = search.trim() || undefined;
    try {
      // The count and the first page are asked together: the count only feeds the progress bar.
      let after: SubmissionCursor | undefined;
      let pending = readAhead({ collection, term, pageSize: EXPORT_PAGE });
      const total = await countSubmissions(collection, term);
      setProgress({ done: 0, total });
      const chunks: string[] = [];
      let read = 0;
      let exported = 0;
      let left = 0;
      do {
        const page = await pending;
        after = page.next;
        // The next page is on its way while this one becomes CSV.
        if (after) pending = readAhead({ collection, term, after, pageSize: EXPORT_PAGE });
        for (let start = 0; start < page.leads.length; start += ROWS_PER_SLICE) {
          const found = page.leads.slice(start, start + ROWS_PER_SLICE);
          const rows = found.filter((lead) => isExported(lead, includeSpam)).map((lead) => csvRow(view, lead, texts));
          left += found.length - rows.length;
          chunks.push(csvLines(rows));
          exported += rows.length;
          await yieldToBrowser();
        }
        read += page.leads.length;
        setProgress({ done: read, total: Math.max(total, read) });
      } while (after);
      download(csvParts(csvHeader(view, texts), chunks), `${view.def.id}-${new Date().toISOString().slice(0, 10)}.csv`);
      toaster.create({
        type: 'success',
        title: t('admin.csv.done', { count: exported }),
        description: left ? t('admin.csv.spamLeftOut', { count: left }) : undefined,
      });
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
        <Download aria-hidden="true" /> {search.trim() ? t('admin.csv.exportSearch') : t('admin.csv.exportAll')}
      </Button>
      <Checkbox.Root size="sm" colorPalette="purple" checked={includeSpam} disabled={!!progress} onCheckedChange={(e) => setIncludeSpam(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('admin.csv.includeSpam')}</Checkbox.Label>
      </Checkbox.Root>
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
