import { Card, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReais } from '../../../domain/money';
import type { SourceOutcome } from '../../../domain/lead-stats';
import { conversion } from '../../../domain/outcomes';
import { toLocale } from '../../../i18n';
import type { FormOption } from '../shared/form-titles';
import { SectionHeading } from '../shared/page-heading';
import { useOutcomes } from './use-outcomes';
import { INTL_LOCALES, intlLocaleOf } from '../../../forms/core/locale-formats';

// The charts load as their own chunk (Recharts), after the section's figures are asked.
const HorizontalBars = lazy(() => import('../shared/bar-chart').then((m) => ({ default: m.HorizontalBars })));

/** A month ('2026-11') as staff read it ('nov. de 2026'). */
const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

/**
 * "Resultados": the last six months of won and lost leads (each counted in the month it was received),
 * what was won (R$), why leads were lost, and which form converts (received -> fechado). Each chart is
 * hidden from screen readers and followed by a visually hidden table of the same numbers. Loaded by the
 * home after the inbox's first rows (its own chunk), and its figures asked only then.
 */
export function OutcomesSection({ forms }: { forms: FormOption[] }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const outcomes = useOutcomes(
    forms.map((f) => f.id),
    true,
  );
  const titleOf = (formId: string) => forms.find((f) => f.id === formId)?.title ?? formId;
  const reais = (cents: number) => formatReais(cents, locale);
  const percent = (value: number | undefined) => (value === undefined ? '—' : `${value.toLocaleString(INTL_LOCALES[locale])}%`);
  const { months, byReason, byForm, byChannel, byCampaign } = outcomes;
  const channelName = (key: string) => t(`admin.source.channels.${key}`, { defaultValue: key });
  const anyClosed = months?.some((m) => m.won > 0 || m.lost > 0);

  return (
    <Stack as="section" aria-labelledby="outcomes-title" gap="4">
      <SectionHeading id="outcomes-title" title={t('admin.outcomes.title')} text={t('admin.outcomes.text')} />
      {outcomes.failed && (
        <Text role="alert" color="red.700">
          {t('admin.outcomes.error')}
        </Text>
      )}
      {!months ? (
        !outcomes.failed && <Skeleton h="40" />
      ) : (
        <>
          {!anyClosed && <Text color="fg.muted">{t('admin.outcomes.none')}</Text>}
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <OutcomeCard title={t('admin.outcomes.won')}>
              <Chart data={months.map((m) => ({ label: monthLabel(m.month, locale), value: m.won }))} label={t('admin.outcomes.wonCount')} />
              <Text fontSize="sm" color="fg.muted">
                {t('admin.outcomes.wonTotal', { count: months.reduce((n, m) => n + m.won, 0), value: reais(months.reduce((n, m) => n + m.wonValue, 0)) })}
              </Text>
            </OutcomeCard>
            <OutcomeCard title={t('admin.outcomes.value')}>
              {/* Whole reais on the bars: the table below gives the cents. */}
              <Chart data={months.map((m) => ({ label: monthLabel(m.month, locale), value: Math.round(m.wonValue / 100) }))} label={t('admin.outcomes.valueLabel')} />
            </OutcomeCard>
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            {t('admin.outcomes.fromPartial', { count: outcomes.fromPartial ?? 0 })}
          </Text>
          <Table.Root size="sm" srOnly>
            <Table.Caption>{t('admin.outcomes.monthsCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('admin.outcomes.month')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('admin.outcomes.received')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('admin.outcomes.wonCount')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('admin.outcomes.valueLabel')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('admin.outcomes.lostCount')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('admin.outcomes.conversion')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {months.map((m) => (
                <Table.Row key={m.month}>
                  <Table.Cell>{monthLabel(m.month, locale)}</Table.Cell>
                  <Table.Cell>{m.received}</Table.Cell>
                  <Table.Cell>{m.won}</Table.Cell>
                  <Table.Cell>{reais(m.wonValue)}</Table.Cell>
                  <Table.Cell>{m.lost}</Table.Cell>
                  <Table.Cell>{percent(conversion(m.won, m.received))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <OutcomeCard title={t('admin.outcomes.lost')}>
              {!byReason || byReason.length === 0 ? (
                <Text color="fg.muted">{t('admin.outcomes.noneLost')}</Text>
              ) : (
                <>
                  <Chart data={byReason.map((r) => ({ label: r.reason || t('admin.outcomes.noReason'), value: r.count }))} label={t('admin.outcomes.lostCount')} />
                  <FigureTable
                    caption={t('admin.outcomes.lostCaption')}
                    headers={[t('admin.outcomes.reason'), t('admin.outcomes.lostCount')]}
                    rows={byReason.map((r) => [r.reason || t('admin.outcomes.noReason'), String(r.count)])}
                  />
                </>
              )}
            </OutcomeCard>
            <OutcomeCard title={t('admin.outcomes.byForm')}>
              {!byForm || byForm.length === 0 ? (
                <Text color="fg.muted">{t('admin.outcomes.noneReceived')}</Text>
              ) : (
                <>
                  <Chart data={byForm.map((f) => ({ label: titleOf(f.formId), value: conversion(f.won, f.received) ?? 0 }))} label={t('admin.outcomes.conversion')} />
                  <FigureTable
                    caption={t('admin.outcomes.byFormCaption')}
                    headers={[t('admin.outcomes.form'), t('admin.outcomes.received'), t('admin.outcomes.wonCount'), t('admin.outcomes.conversion')]}
                    rows={byForm.map((f) => [titleOf(f.formId), String(f.received), String(f.won), percent(conversion(f.won, f.received))])}
                  />
                </>
              )}
            </OutcomeCard>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <SourceCard title={t('admin.outcomes.byChannel')} caption={t('admin.outcomes.byChannelCaption')} head={t('admin.source.label')} rows={byChannel} nameOf={channelName} reais={reais} percent={percent} />
            <SourceCard title={t('admin.outcomes.byCampaign')} caption={t('admin.outcomes.byCampaignCaption')} head={t('admin.outcomes.campaign')} rows={byCampaign} nameOf={(key) => key} reais={reais} percent={percent} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/**
 * Won value by where the leads came from (issue 41): a chart of whole reais and its table of leads
 * received, won, conversion and value. Leads from before the source was kept are in no row.
 */
function SourceCard(props: {
  title: string;
  caption: string;
  head: string;
  rows: SourceOutcome[] | undefined;
  nameOf: (key: string) => string;
  reais: (cents: number) => string;
  percent: (value: number | undefined) => string;
}) {
  const { t } = useTranslation();
  const { title, caption, head, rows, nameOf, reais, percent } = props;
  return (
    <OutcomeCard title={title}>
      {!rows || rows.length === 0 ? (
        <Text color="fg.muted">{t('admin.outcomes.noneBySource')}</Text>
      ) : (
        <>
          <Chart data={rows.map((r) => ({ label: nameOf(r.key), value: Math.round(r.wonValue / 100) }))} label={t('admin.outcomes.valueLabel')} />
          <FigureTable
            caption={caption}
            headers={[head, t('admin.outcomes.received'), t('admin.outcomes.wonCount'), t('admin.outcomes.conversion'), t('admin.outcomes.valueLabel')]}
            rows={rows.map((r) => [nameOf(r.key), String(r.received), String(r.won), percent(conversion(r.won, r.received)), reais(r.wonValue)])}
          />
        </>
      )}
    </OutcomeCard>
  );
}

function Chart({ data, label }: { data: { label: string; value: number }[]; label: string }) {
  return (
    <Suspense fallback={<Skeleton h="40" />}>
      <HorizontalBars data={data} label={label} />
    </Suspense>
  );
}

/** The numbers of a chart for screen readers (the drawing is hidden from them). */
function FigureTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  return (
    <Table.Root size="sm" srOnly>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {headers.map((h) => (
            <Table.ColumnHeader key={h} scope="col">
              {h}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row[0]}>
            {row.map((cell, i) => (
              <Table.Cell key={i}>{cell}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function OutcomeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
