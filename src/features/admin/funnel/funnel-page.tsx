import { Box, Container, Grid, Heading, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { addDays, funnelStages, median, mergeDays, NO_CHANNEL, totalsOf } from '../../../domain/funnel';
import { localizedForm, presentedQuestions } from '../../../forms/core/answer-presentation';
import { todayInBrazil } from '../../../domain/studio-time';
import { CHANNELS } from '../../../domain/lead-source';
import { formEntries } from '../../../forms/browser-registry';
import { toLocale } from '../../../i18n';
import { namedSteps } from './funnel-steps';
import { useFormTitles } from '../shared/form-titles';
import '../staff-strings';
import { useFormDefinition } from '../shared/use-form-definition';
import { useFunnelReport } from './use-funnel-report';
import { FieldLabel, FormPicker, LabelledSelect } from '../shared/form-picker';
import { PageHeading } from '../shared/page-heading';
import { atEnd, StaffTable } from '../shared/staff-table';
import { INTL_LOCALES } from '../../../forms/core/locale-formats';

// Recharts loads after the figures, never before them.
const HorizontalBars = lazy(() => import('../shared/bar-chart').then((m) => ({ default: m.HorizontalBars })));

/** The fields most often left invalid that the page lists. */
const TOP_FIELDS = 10;
const DEFAULT_DAYS = 30;

/**
 * `/admin/funil`: where visitors of one briefing stop. Views, starts, each step (in the form's order)
 * and sends over a range of days, with the share of the visits that reached a stage and went on (so a
 * step a branch skips is no drop-off), the median time from the first answer to the send, and the
 * questions most often left invalid by a failed send. Read from the daily totals and the events of the
 * days not folded yet (src/backend/funnel-reports.ts). Split by where the visits came from (issue 41):
 * a table of each channel's visits, starts and sends, and a choice that shows one channel's funnel.
 */
export function FunnelPage() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { forms } = useFormTitles();
  const today = todayInBrazil();
  const [formId, setFormId] = useState(() => formEntries.find((e) => e.meta.route)?.id ?? formEntries[0]?.id ?? '');
  const [from, setFrom] = useState(() => addDays(today, -(DEFAULT_DAYS - 1)));
  const [to, setTo] = useState(today);
  // '' for every channel; else a channel of the visits' first touch, or NO_CHANNEL.
  const [channel, setChannel] = useState('');
  const badRange = !from || !to || from > to;
  const report = useFunnelReport(formId, from, to);
  const def = useFormDefinition(formId);

  const percent = useMemo(() => new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 0 }), [locale]);
  const share = (part: number, whole: number | undefined) => (whole ? percent.format(part / whole) : '–');

  const view = useMemo(() => {
    if (report.state !== 'ready' || !def) return undefined;
    const merged = mergeDays(formId, report.days);
    const totals = totalsOf(merged, channel || undefined);
    const channels = Object.entries(merged.channels ?? {})
      .sort(([a, x], [b, y]) => y.visits - x.visits || a.localeCompare(b))
      .map(([key, t]) => ({ key, visits: t.visits, starts: t.starts, submits: t.submits }));
    const steps = namedSteps(def, localizedForm(def, locale).sections);
    const stepLabel = new Map(steps.map((s) => [s.id, s.label]));
    const stages = funnelStages(totals, steps.map((s) => s.id)).map((stage) => ({
      ...stage,
      label: stage.step ? t('admin.funnel.stage.step', { label: stepLabel.get(stage.step) ?? stage.step }) : t(`admin.funnel.stage.${stage.stage}`),
    }));
    const labels = new Map(presentedQuestions(def, locale).map((q) => [q.name, q.label]));
    const invalid = Object.entries(totals.invalid)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, TOP_FIELDS)
      .map(([name, count]) => ({ name, label: labels.get(name) ?? name, count }));
    return { totals, channels, stages, invalid, median: median(totals.finishSeconds) };
  }, [report, def, formId, locale, t, channel]);
  const channelName = (key: string) => (key === NO_CHANNEL ? t('admin.funnel.noChannel') : t(`admin.source.channels.${key}`, { defaultValue: key }));

  const duration = (seconds: number) =>
    seconds < 120 ? t('admin.funnel.seconds', { count: Math.round(seconds) }) : t('admin.funnel.minutes', { count: Math.round(seconds / 60) });

  let body;
  if (badRange) body = <Text role="alert">{t('admin.funnel.badRange')}</Text>;
  else if (report.state === 'failed')
    body = <FailureNotice message={t('admin.funnel.loadError')} detail={report.detail} detailsLabel={t('admin.funnel.details')} />;
  else if (def === null) body = <FailureNotice message={t('admin.funnel.unknownForm')} detailsLabel={t('admin.funnel.details')} />;
  else if (!view) body = <PageSpinner />;
  else if (view.totals.visits === 0) body = <Text role="status">{t('admin.funnel.empty')}</Text>;
  else {
    const views = view.totals.views;
    body = (
      <Stack gap="8">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4" as="dl">
          <Figure term={t('admin.funnel.visits')} value={String(view.totals.visits)} />
          <Figure term={t('admin.funnel.finishRate')} value={share(view.totals.submits, view.totals.starts)} />
          <Figure
            term={t('admin.funnel.median')}
            value={view.median === undefined ? t('admin.funnel.medianNone') : duration(view.median)}
            note={t('admin.funnel.medianOf', { count: view.totals.finishSeconds.length })}
          />
        </Grid>

        {!channel && view.channels.length > 0 && (
          <Stack as="section" aria-labelledby="funnel-channels" gap="3">
            <Heading as="h2" size="lg" id="funnel-channels">
              {t('admin.funnel.channelsTitle')}
            </Heading>
            <StaffTable
              caption={t('admin.funnel.channelsCaption')}
              columns={[t('admin.funnel.channel'), atEnd(t('admin.funnel.visits')), atEnd(t('admin.funnel.stage.start')), atEnd(t('admin.funnel.stage.submit')), atEnd(t('admin.funnel.finishRate'))]}
            >
              {view.channels.map((c) => (
                <Table.Row key={c.key}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">{channelName(c.key)}</Table.Cell>
                  <Table.Cell textAlign="end">{c.visits}</Table.Cell>
                  <Table.Cell textAlign="end">{c.starts}</Table.Cell>
                  <Table.Cell textAlign="end">{c.submits}</Table.Cell>
                  <Table.Cell textAlign="end">{share(c.submits, c.starts)}</Table.Cell>
                </Table.Row>
              ))}
            </StaffTable>
          </Stack>
        )}

        <Stack as="section" aria-labelledby="funnel-stages" gap="3">
          <Heading as="h2" size="lg" id="funnel-stages">
            {t('admin.funnel.stagesTitle')}
          </Heading>
          <Text color="fg.muted">{t('admin.funnel.stagesText')}</Text>
          <Suspense fallback={<Skeleton h="40" />}>
            <HorizontalBars data={view.stages.map((s) => ({ label: s.label, value: s.reached }))} label={t('admin.funnel.reached')} />
          </Suspense>
          <StaffTable
            caption={t('admin.funnel.stagesCaption')}
            columns={[t('admin.funnel.stage.name'), atEnd(t('admin.funnel.reached')), atEnd(t('admin.funnel.ofViews')), atEnd(t('admin.funnel.kept'))]}
          >
            {view.stages.map((s) => (
              <Table.Row key={s.stage}>
                <Table.Cell as="th" scope="row" fontWeight="normal">{s.label}</Table.Cell>
                <Table.Cell textAlign="end">{s.reached}</Table.Cell>
                <Table.Cell textAlign="end">{share(s.reached, views)}</Table.Cell>
                <Table.Cell textAlign="end">{s.kept === undefined ? '–' : percent.format(s.kept)}</Table.Cell>
              </Table.Row>
            ))}
          </StaffTable>
        </Stack>

        {(view.totals.saved ?? 0) + (view.totals.resumed ?? 0) > 0 && (
          <Stack as="section" aria-labelledby="funnel-later" gap="3">
            <Heading as="h2" size="lg" id="funnel-later">
              {t('admin.funnel.later.title')}
            </Heading>
            <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4" as="dl">
              <Figure term={t('admin.funnel.later.saved')} value={String(view.totals.saved ?? 0)} />
              <Figure term={t('admin.funnel.later.resumed')} value={String(view.totals.resumed ?? 0)} />
              <Figure
                term={t('admin.funnel.later.finished')}
                value={String(view.totals.resumedSubmits ?? 0)}
                note={t('admin.funnel.later.finishedShare', { share: share(view.totals.resumedSubmits ?? 0, view.totals.resumed) })}
              />
            </Grid>
          </Stack>
        )}

        <Stack as="section" aria-labelledby="funnel-invalid" gap="3">
          <Heading as="h2" size="lg" id="funnel-invalid">
            {t('admin.funnel.invalidTitle')}
          </Heading>
          {view.invalid.length === 0 ? (
            <Text color="fg.muted">{t('admin.funnel.invalidNone')}</Text>
          ) : (
            <StaffTable
              caption={t('admin.funnel.invalidCaption', { count: view.totals.invalidSends })}
              columns={[t('admin.funnel.question'), atEnd(t('admin.funnel.times')), atEnd(t('admin.funnel.ofInvalid'))]}
            >
              {view.invalid.map((f) => (
                <Table.Row key={f.name}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">{f.label}</Table.Cell>
                  <Table.Cell textAlign="end">{f.count}</Table.Cell>
                  <Table.Cell textAlign="end">{share(f.count, view.totals.invalidSends)}</Table.Cell>
                </Table.Row>
              ))}
            </StaffTable>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py="10">
      <Stack gap="6">
        <PageHeading title={t('admin.funnel.title')} text={t('admin.funnel.text')} back={{ to: paths.admin, label: t('admin.funnel.back') }} />
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr 1fr' }} gap="4" alignItems="end">
          <FormPicker
            id="funnel-form"
            label={t('admin.funnel.form')}
            value={formId}
            onChange={setFormId}
            // The newsletter has no steps to follow.
            forms={forms.filter((f) => formEntries.some((e) => e.id === f.id))}
          />
          <Box>
            <FieldLabel htmlFor="funnel-from">{t('admin.funnel.from')}</FieldLabel>
            <Input id="funnel-from" type="date" value={from} max={to || today} onChange={(e) => setFrom(e.target.value)} bg="bg" />
          </Box>
          <Box>
            <FieldLabel htmlFor="funnel-to">{t('admin.funnel.to')}</FieldLabel>
            <Input id="funnel-to" type="date" value={to} min={from} max={today} onChange={(e) => setTo(e.target.value)} bg="bg" />
          </Box>
          <LabelledSelect id="funnel-channel" label={t('admin.funnel.channel')} value={channel} onChange={setChannel}>
            <option value="">{t('admin.funnel.allChannels')}</option>
            {[...CHANNELS, NO_CHANNEL].map((key) => (
              <option key={key} value={key}>
                {channelName(key)}
              </option>
            ))}
          </LabelledSelect>
        </Grid>
        {body}
        <Text fontSize="sm" color="fg.muted">
          {t('admin.funnel.privacy')}
        </Text>
      </Stack>
    </Container>
  );
}

function Figure({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Text as="dt" color="fg.muted" fontSize="sm">
        {term}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
      {note ? (
        <Text as="dd" fontSize="xs" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
