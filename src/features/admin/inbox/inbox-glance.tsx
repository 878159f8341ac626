import { Box, Button, Card, Heading, Icon, Link, SimpleGrid, Skeleton, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
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
import { StageBadge } from './inbox-stage';

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

/** The glance's figures, asked for when this is drawn. */
function GlanceFigures({ forms, start }: { forms: FormOption[]; start: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const glance = useGlance(
    forms.map((f) => f.id),
    start,
  );
  const number = (value: number | undefined) => (value === undefined ? <Skeleton as="span" display="inline-block" h="1em" w="6" /> : value);

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
    <>
      {glance.failed && (
        <Text role="alert" color="red.700">
          {t('admin.glance.error')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <GlanceCard title={t('admin.glance.byStage')}>
          <Stack as="ul" listStyleType="none" gap="1">
            {GLANCE_STAGES.map((stage) => (
              <Box as="li" key={stage} display="flex" justifyContent="space-between" alignItems="center" gap="2">
                <Link asChild>
                  <RouterLink to={`${paths.admin}?stage=${stage}`}>
                    <StageBadge stage={stage} />
                  </RouterLink>
                </Link>
                <Text fontWeight="semibold">{number(glance.byStage?.[stage])}</Text>
              </Box>
            ))}
          </Stack>
          {/* Apart from the stages: briefings begun and saved with consent, not sent yet (issue 40). */}
          {!!glance.partial && (
            <Link asChild color="purple.700" fontSize="sm">
              <RouterLink to={`${paths.admin}?partial=1`}>{t('admin.glance.partialLink', { count: glance.partial })}</RouterLink>
            </Link>
          )}
        </GlanceCard>
        <GlanceCard title={t('admin.glance.overdue')}>
          <Text fontSize="3xl" fontWeight="bold" color={glance.overdue ? 'red.700' : undefined}>
            {number(glance.overdue)}
          </Text>
          {glance.overdue !== undefined &&
            (glance.overdue > 0 ? (
              <Link asChild color="purple.700">
                <RouterLink to={`${paths.admin}?overdue=1`}>{t('admin.glance.overdueLink', { count: glance.overdue })}</RouterLink>
              </Link>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('admin.glance.overdueNone')}
              </Text>
            ))}
        </GlanceCard>
        <GlanceCard title={t('admin.glance.firstContact')}>
          {!glance.firstContact ? (
            <Text fontSize="3xl">{number(undefined)}</Text>
          ) : glance.firstContact.median === undefined ? (
            <Text color="fg.muted">{t('admin.glance.firstContactNone')}</Text>
          ) : (
            <>
              <Text fontSize="3xl" fontWeight="bold">
                {duration(glance.firstContact.median)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('admin.glance.firstContactBasis', { count: glance.firstContact.count })}
              </Text>
            </>
          )}
        </GlanceCard>
        <GlanceCard title={t('admin.glance.calls')}>
          <Text fontSize="3xl" fontWeight="bold">
            {number(glance.calls?.length)}
          </Text>
          {glance.calls &&
            (glance.calls.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('admin.glance.callsNone')}
              </Text>
            ) : (
              <>
                <Text fontSize="sm" color="fg.muted">
                  {t('admin.glance.callsZone', { zone: studioZoneName(locale, glance.calls[0].start) })}
                </Text>
                <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
                  {glance.calls.map((call) => (
                    <Box as="li" key={call.leadId}>
                      <Link asChild color="purple.700">
                        <RouterLink to={paths.adminLead(call.formId, call.docId)}>
                          {callTime(call.start, locale)} · {call.name ?? t('admin.inbox.unnamed')}
                        </RouterLink>
                      </Link>
                    </Box>
                  ))}
                </Stack>
              </>
            ))}
        </GlanceCard>
      </SimpleGrid>
      <GlanceCard title={t('admin.glance.byForm')} gap="3">
        {!shown ? (
          <Skeleton h="40" />
        ) : shown.length === 0 ? (
          <Text color="fg.muted">{t('admin.glance.noneByForm')}</Text>
        ) : (
          <>
            <Suspense fallback={<Skeleton h="40" />}>
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
    </>
  );
}

/** One figure of the glance: a small card under its heading. */
function GlanceCard({ title, gap = '2', children }: { title: string; gap?: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap={gap}>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
