import { Box, Button, Heading, Icon, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { callTime, studioZoneName } from '../../../domain/booking/lead-call';
import { toLocale } from '../../../i18n';
import type { FormOption } from '../shared/form-titles';
import { SectionHeading } from '../shared/page-heading';
import { GLANCE_STAGES, useGlance } from './inbox-glance-data';
import { GLANCE, useGlanceStyles } from './inbox-glance-styles';
import { STAGE_COLORS } from './inbox-stage';

// Recharts is most of the home's weight: it loads after the inbox, never before its first rows.
const HorizontalBars = lazy(() => import('../shared/bar-chart').then((m) => ({ default: m.HorizontalBars })));

const HOUR = 60 * 60 * 1000;

/**
 * The studio at a glance, above the inbox: leads per stage (each a link to the inbox filtered by it),
 * overdue follow-ups (a link to that filter), the median time to a first contact, today's booked
 * calls (each a link to its lead), and leads per form over the last 30 days as a chart. Spam is counted nowhere. Its figures are asked once `start` is set.
 *
 * Below `md` it folds behind a "Resumo" button (issue 29: on a 390 px phone its cards and chart put
 * the first inbox row 1,896 px down, and a phone is where staff answer leads). Folded, its figures
 * and the chart's chunk are not asked for: a phone pays for them only when they are wanted.
 */
export function InboxGlance({ forms, start }: { forms: FormOption[]; start: boolean }) {
  const { t } = useTranslation();
  // Read at once (no first guess to correct): the staff area is drawn in the browser only.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const [open, setOpen] = useState(false);

  if (wide) {
    return (
      <Stack as="section" aria-labelledby="glance-title" gap="4">
        <SectionHeading id="glance-title" title={t('admin.glance.title')} text={t('admin.glance.spamNote')} note />
        <GlanceFigures forms={forms} start={start} />
      </Stack>
    );
  }
  // The disclosure pattern: a native button (Enter and Space) in the section's h2, so the heading
  // list still finds the section, and the state said by aria-expanded, the label staying the same.
  return (
    <Stack as="section" aria-labelledby="glance-title" gap="4">
      <Heading as="h2" size="lg" id="glance-title">
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls="glance-figures" onClick={() => setOpen(!open)}>
          {t('admin.glance.toggle')}
          <Icon as={ChevronDown} aria-hidden="true" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s" />
        </Button>
      </Heading>
      {/* A plain box: its `hidden` attribute is not overridden by a display style. */}
      <Box id="glance-figures" hidden={!open}>
        {open && (
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              {t('admin.glance.spamNote')}
            </Text>
            <GlanceFigures forms={forms} start={start} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/** The glance's figures, asked for when this is drawn: plain elements, styled once here (inbox-glance-styles.ts). */
function GlanceFigures({ forms, start }: { forms: FormOption[]; start: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const styles = useGlanceStyles();
  const glance = useGlance(
    forms.map((f) => f.id),
    start,
  );
  const number = (value: number | undefined) => (value === undefined ? <span className={GLANCE.pending} /> : value);
  const small = `${GLANCE.small} ${GLANCE.muted}`;

  const duration = (ms: number) => {
    if (ms < HOUR) return t('admin.glance.minutes', { count: Math.max(1, Math.round(ms / 60_000)) });
    if (ms < 48 * HOUR) return t('admin.glance.hours', { count: Math.round(ms / HOUR) });
    return t('admin.glance.days', { count: Math.round(ms / (24 * HOUR)) });
  };

  const byForm = glance.byForm
    ? forms.map((f) => ({ title: f.title, count: glance.byForm?.[f.id] ?? 0 })).sort((a, b) => b.count - a.count || a.title.localeCompare(b.title))
    : undefined;
  const shown = byForm?.filter((f) => f.count > 0);

  return (
    <Stack gap="4" css={styles}>
      {glance.failed && (
        <p role="alert" className={GLANCE.alert}>
          {t('admin.glance.error')}
        </p>
      )}
      <div className={GLANCE.grid}>
        <GlanceCard title={t('admin.glance.byStage')}>
          <ul className={GLANCE.list}>
            {GLANCE_STAGES.map((stage) => (
              <li key={stage} className={GLANCE.item}>
                <RouterLink className={GLANCE.link} to={`${paths.admin}?stage=${stage}`}>
                  <span className={GLANCE.badge} data-palette={STAGE_COLORS[stage] ?? 'gray'}>
                    {t(`admin.inbox.stages.${stage}`)}
                  </span>
                </RouterLink>
                <span className={GLANCE.strong}>{number(glance.byStage?.[stage])}</span>
              </li>
            ))}
          </ul>
          {/* Apart from the stages: briefings begun and saved with consent, not sent yet (issue 40). */}
          {!!glance.partial && (
            <RouterLink className={`${GLANCE.link} ${GLANCE.small}`} to={`${paths.admin}?partial=1`}>
              {t('admin.glance.partialLink', { count: glance.partial })}
            </RouterLink>
          )}
        </GlanceCard>
        <GlanceCard title={t('admin.glance.overdue')}>
          <p className={GLANCE.figure} data-alert={glance.overdue ? '' : undefined}>
            {number(glance.overdue)}
          </p>
          {glance.overdue !== undefined &&
            (glance.overdue > 0 ? (
              <RouterLink className={GLANCE.link} to={`${paths.admin}?overdue=1`}>
                {t('admin.glance.overdueLink', { count: glance.overdue })}
              </RouterLink>
            ) : (
              <p className={small}>{t('admin.glance.overdueNone')}</p>
            ))}
        </GlanceCard>
        <GlanceCard title={t('admin.glance.firstContact')}>
          {!glance.firstContact ? (
            <p className={GLANCE.figure}>{number(undefined)}</p>
          ) : glance.firstContact.median === undefined ? (
            <p className={GLANCE.muted}>{t('admin.glance.firstContactNone')}</p>
          ) : (
            <>
              <p className={GLANCE.figure}>{duration(glance.firstContact.median)}</p>
              <p className={small}>{t('admin.glance.firstContactBasis', { count: glance.firstContact.count })}</p>
            </>
          )}
        </GlanceCard>
        <GlanceCard title={t('admin.glance.calls')}>
          <p className={GLANCE.figure}>{number(glance.calls?.length)}</p>
          {glance.calls &&
            (glance.calls.length === 0 ? (
              <p className={small}>{t('admin.glance.callsNone')}</p>
            ) : (
              <>
                <p className={small}>{t('admin.glance.callsZone', { zone: studioZoneName(locale, glance.calls[0].start) })}</p>
                <ul className={`${GLANCE.list} ${GLANCE.small}`}>
                  {glance.calls.map((call) => (
                    <li key={call.leadId}>
                      <RouterLink className={GLANCE.link} to={paths.adminLead(call.formId, call.docId)}>
                        {callTime(call.start, locale)} · {call.name ?? t('admin.inbox.unnamed')}
                      </RouterLink>
                    </li>
                  ))}
                </ul>
              </>
            ))}
        </GlanceCard>
      </div>
      <GlanceCard title={t('admin.glance.byForm')} wide>
        {!shown ? (
          <div className={GLANCE.pendingBlock} />
        ) : shown.length === 0 ? (
          <p className={GLANCE.muted}>{t('admin.glance.noneByForm')}</p>
        ) : (
          <>
            <Suspense fallback={<div className={GLANCE.pendingBlock} />}>
              <HorizontalBars data={shown.map((f) => ({ label: f.title, value: f.count }))} label={t('admin.glance.count')} />
            </Suspense>
            <Table.Root size="sm" srOnly>
              <Table.Caption>{t('admin.glance.byFormCaption')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t('admin.inbox.form')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t('admin.glance.count')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((f) => (
                  <Table.Row key={f.title}>
                    <Table.Cell>{f.title}</Table.Cell>
                    <Table.Cell>{f.count}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </>
        )}
      </GlanceCard>
    </Stack>
  );
}

/** One figure of the glance: a small card under its heading (`wide`: more room between its parts, for the chart). */
function GlanceCard({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={GLANCE.card}>
      <div className={GLANCE.body} data-gap={wide ? 'wide' : undefined}>
        <h3 className={GLANCE.title}>{title}</h3>
        {children}
      </div>
    </div>
  );
}
