import { Button, Checkbox, Progress, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLeadStandings, type LeadStanding } from '../../../backend/lead-standings';
import { listStaffMembers } from '../../../backend/staff-list';
import { countSubmissions, fetchSubmissionsPage, type SubmissionCursor, type SubmissionPage } from '../../../backend/submission-reads';
import { toaster } from '../../../components/ui/toaster';
import { type CsvOptions, csvHeader, csvLines, csvParts, csvRow, type CsvTexts, fitOlderAnswers, isExported } from './lead-csv';
import { deliveryKey, statusKey } from '../shared/submission-status';
import type { LeadView } from '../shared/lead-view';
import { downloadFile } from '../shared/download-file';

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

const download = (parts: string[], name: string) => downloadFile(new Blob(parts, { type: 'text/csv;charset=utf-8' }), name);

/**
 * Exports the form's leads (or the current search's) page by page with cursors, showing progress.
 * Bot-caught and rejected submissions stay out unless "Incluir spam" is ticked. Where each lead stands
 * (stage, assignee, follow-up, last note, deal value, lost reason) is in by default: staff export leads to see where each one
 * is; unticking it leaves a file of answers alone, read without the summaries and notes.
 */
export function ExportCsvButton({ view, search }: { view: LeadView; search: string }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | undefined>();
  const [includeSpam, setIncludeSpam] = useState(false);
  const [includePipeline, setIncludePipeline] = useState(true);

  const texts: CsvTexts = {
    receivedAt: t('admin.leads.receivedAt'),
    status: t('admin.leads.statusHeader'),
    delivery: t('admin.leads.deliveryHeader'),
    version: t('admin.lead.formVersion'),
    olderAnswers: t('admin.csv.olderAnswers'),
    statusLabel: (s) => t(`admin.leads.status.${statusKey(s)}`),
    deliveryLabel: (d) => t(`admin.leads.delivery.${deliveryKey(d)}`),
    stage: t('admin.csv.pipeline.stage'),
    assignee: t('admin.csv.pipeline.assignee'),
    followUp: t('admin.csv.pipeline.followUp'),
    lastNote: t('admin.csv.pipeline.lastNote'),
    wonValue: t('admin.csv.pipeline.wonValue'),
    lostReason: t('admin.csv.pipeline.lostReason'),
    stageLabel: (stage) => t(`admin.pipeline.stages.${stage}`, { defaultValue: stage }),
    source: t('admin.source.label'),
    campaign: t('admin.csv.campaign'),
    landing: t('admin.csv.landing'),
    channelLabel: (channel) => t(`admin.source.channels.${channel}`, { defaultValue: channel }),
    // Replaced at each export by the staff list read then.
    memberName: () => t('admin.pipeline.formerMember'),
  };

  const run = async () => {
    const collection = view.def.form.collection;
    const term = search.trim() || undefined;
    const options: CsvOptions = { pipeline: includePipeline };
    try {
      // The count and the first page are asked together: the count only feeds the progress bar.
      let after: SubmissionCursor | undefined;
      let pending = readAhead({ collection, term, pageSize: EXPORT_PAGE });
      const [total, staff] = await Promise.all([countSubmissions(collection, term), includePipeline ? listStaffMembers() : []]);
      // An assignee as the inbox and the lead page show them: their e-mail; someone who left, in words.
      const emails = new Map(staff.map((member) => [member.uid, member.email]));
      const rowTexts: CsvTexts = { ...texts, memberName: (uid) => emails.get(uid) ?? t('admin.pipeline.formerMember') };
      setProgress({ done: 0, total });
      // Rows are kept until every lead is read: only then is it known whether one has an answer today's
      // form no longer knows, which decides the file's last column (fitOlderAnswers).
      const slices: string[][][] = [];
      let read = 0;
      let exported = 0;
      let left = 0;
      do {
        const page = await pending;
        after = page.next;
        // The next page is on its way while this one becomes CSV.
        if (after) pending = readAhead({ collection, term, after, pageSize: EXPORT_PAGE });
        // The page's summaries and notes, for the leads it exports only.
        const standings = includePipeline
          ? await fetchLeadStandings(
              view.def.id,
              page.leads.filter((lead) => isExported(lead, includeSpam)).map((lead) => lead.id),
            )
          : new Map<string, LeadStanding>();
        for (let start = 0; start < page.leads.length; start += ROWS_PER_SLICE) {
          const found = page.leads.slice(start, start + ROWS_PER_SLICE);
          const rows = found
            .filter((lead) => isExported(lead, includeSpam))
            .map((lead) => csvRow(view, lead, rowTexts, { ...options, olderAnswers: true }, standings.get(lead.id)));
          left += found.length - rows.length;
          slices.push(rows);
          exported += rows.length;
          await yieldToBrowser();
        }
        read += page.leads.length;
        setProgress({ done: read, total: Math.max(total, read) });
      } while (after);
      const file = fitOlderAnswers(slices, options);
      const chunks: string[] = [];
      for (const rows of file.slices) {
        chunks.push(csvLines(rows));
        await yieldToBrowser();
      }
      download(csvParts(csvHeader(view, texts, file.options), chunks), `${view.def.id}-${new Date().toISOString().slice(0, 10)}.csv`);
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
      <Checkbox.Root size="sm" colorPalette="purple" checked={includePipeline} disabled={!!progress} onCheckedChange={(e) => setIncludePipeline(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('admin.csv.pipeline.includePipeline')}</Checkbox.Label>
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
