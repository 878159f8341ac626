import { Box, Button, Container, Heading, HStack, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { callableReason, type ForgetResult, forgetPerson, personBookings, personDrafts } from '../../../backend/callables';
import type { SummaryDoc } from '../../../backend/pipeline';
import type { ExportedDraft } from '../../../domain/draft-export';
import { findPersonLeads } from '../../../backend/privacy-requests';
import { listStaffMembers } from '../../../backend/staff-list';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { toLocale } from '../../../i18n';
import { useFormTitles } from '../shared/form-titles';
import { PageHeading } from '../shared/page-heading';
import { StaffTable } from '../shared/staff-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatMoment, stageLabel } from '../lead';
import { exportCsv, exportJson } from './privacy-export';
import { gatherDrafts, gatherLeads } from './privacy-gather';
import { UnsentDrafts } from './unsent-drafts';
import { PrivacyLog } from './privacy-log';
import { type PersonQuery, personQuery } from './privacy-person';
import { ForgetOutcome } from './privacy-result';
import { useOwnRole } from '../shared/use-own-role';
import '../staff-strings';
import { downloadFile } from '../shared/download-file';

type Person = Exclude<PersonQuery, { kind: 'invalid' }>;

/** What a refused call or read becomes: a message key under admin.privacy.errors, its count, and the technical text. */
interface Failure {
  key: string;
  count?: number;
  detail?: string;
}

function failureOf(error: unknown, fallback: string): Failure {
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^functions\//, '');
  const detail = error instanceof Error ? error.message : String(error);
  if (code === 'permission-denied' || code === 'unauthenticated') return { key: 'permission', detail };
  if (code === 'invalid-argument') return { key: 'invalid', detail };
  if (code === 'unavailable' || code === 'deadline-exceeded') return { key: 'network', detail };
  if (callableReason(error) === 'delete-failed') {
    // The leads deleted before it stopped (functions/src/privacy.ts).
    const deleted = (error as { details?: { leads?: unknown } }).details?.leads;
    return { key: 'deletePartial', count: typeof deleted === 'number' ? deleted : 0, detail };
  }
  return { key: fallback, detail };
}

const download = (parts: string[], name: string, type: string) => downloadFile(new Blob(parts, { type }), name);

/**
 * `/admin/privacidade`: a person's privacy request (LGPD). Every lead of one e-mail or phone across
 * forms and the newsletter, exported as a file, or deleted for good after a confirmation that says
 * how many (the forgetPerson callable, which also deletes their submissions not judged yet); the
 * result says what went and that the lead e-mails stay in the studio's mailbox for staff to delete;
 * the log of past deletions below, without personal data.
 */
export function PrivacyPage() {
  const { t, i18n } = useTranslation();
  // Deleting a person's data is for owners (the function refuses anyone else, issue 37); finding and exporting are for all staff.
  const role = useOwnRole();
  const locale = toLocale(i18n.language);
  const { titleOf } = useFormTitles();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [person, setPerson] = useState<(Person & { shown: string }) | undefined>();
  const [leads, setLeads] = useState<SummaryDoc[] | undefined>();
  // Their "Continuar depois" drafts (issue 40): only the function lists them.
  const [drafts, setDrafts] = useState<ExportedDraft[]>([]);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  const [exporting, setExporting] = useState<{ format: 'json' | 'csv'; done: number } | undefined>();
  const [exported, setExported] = useState<{ leads: number; drafts: number } | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState<ForgetResult | undefined>();
  const resultRef = useRef<HTMLDivElement>(null);

  const search = useCallback(async (target: Person) => {
    setSearching(true);
    setFailure(undefined);
    try {
      const [found, saved] = await Promise.all([findPersonLeads(target.key), personDrafts(target.person)]);
      setLeads(found);
      setDrafts(saved);
    } catch (error) {
      console.warn('Privacy search failed', error);
      setLeads(undefined);
      setDrafts([]);
      setFailure(failureOf(error, 'search'));
    } finally {
      setSearching(false);
    }
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = personQuery(typed);
    if (query.kind === 'invalid') {
      setFieldError(t('admin.privacy.invalid'));
      document.getElementById('privacy-query')?.focus();
      return;
    }
    setFieldError(undefined);
    setExported(undefined);
    setDeleted(undefined);
    const target = { ...query, shown: typed.trim() };
    setPerson(target);
    void search(target);
  };

  const exportAs = async (format: 'json' | 'csv') => {
    if (!person || !leads) return;
    setExporting({ format, done: 0 });
    setExported(undefined);
    setFailure(undefined);
    try {
      const gathered = await gatherLeads(leads, locale, t, titleOf, (done) => setExporting({ format, done }));
      // The person's booked calls: only the function reads bookings.
      const bookings = await personBookings(person.person);
      const extras = { bookings, drafts: await gatherDrafts(drafts, locale, titleOf) };
      const stamp = new Date().toISOString().slice(0, 10);
      if (format === 'json') {
        const staff = await listStaffMembers().catch(() => []);
        const memberName = (uid: string) => staff.find((m) => m.uid === uid)?.email ?? uid;
        download([exportJson(person.shown, gathered, new Date(), memberName, extras)], `lgpd-${stamp}.json`, 'application/json;charset=utf-8');
      } else {
        const words = {
          form: t('admin.privacy.csvForm'),
          receivedAt: t('admin.privacy.csvReceivedAt'),
          question: t('admin.privacy.csvQuestion'),
          answer: t('admin.privacy.csvAnswer'),
          call: t('admin.privacy.csvCall'),
          callAnswer: (when: string, status: 'booked' | 'cancelled') => t(status === 'cancelled' ? 'admin.privacy.csvCallCancelled' : 'admin.privacy.csvCallBooked', { when }),
          draft: (form: string) => t('admin.privacy.csvDraft', { form }),
        };
        download(exportCsv(gathered, words, (date) => formatMoment(date, locale), extras, titleOf), `lgpd-${stamp}.csv`, 'text/csv;charset=utf-8');
      }
      setExported({ leads: gathered.length, drafts: drafts.length });
    } catch (error) {
      console.warn('Privacy export failed', error);
      setFailure(failureOf(error, 'export'));
    } finally {
      setExporting(undefined);
    }
  };

  const forget = async () => {
    if (!person) return;
    setDeleting(true);
    setFailure(undefined);
    try {
      const result = await forgetPerson(person.person);
      setDeleted(result);
      setConfirming(false);
      await search(person);
    } catch (error) {
      console.warn('Privacy deletion failed', error);
      setConfirming(false);
      setFailure(failureOf(error, 'delete'));
      await search(person);
    } finally {
      setDeleting(false);
    }
  };

  // The button that opened the dialog is gone once the leads are: the result takes the focus instead.
  useEffect(() => {
    if (deleted !== undefined && !deleting) resultRef.current?.focus();
  }, [deleted, deleting]);

  const count = leads?.length ?? 0;
  // A consented draft is in the table already, as its partial lead.
  const unsent = drafts.filter((d) => !d.consent);
  const busy = searching || !!exporting || deleting;
  return (
    <Container maxW="5xl" py="10">
      <Stack gap="8">
        <PageHeading title={t('admin.privacy.title')} text={t('admin.privacy.text')} size="3xl" />
        <form role="search" noValidate onSubmit={submit}>
          <HStack align="end" gap="3" wrap="wrap">
            <Stack flex="1" minW="260px" gap="1">
              <TextField
                id="privacy-query"
                type="search"
                autoComplete="off"
                label={t('admin.privacy.queryLabel')}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                error={fieldError}
                aria-describedby={fieldError ? 'privacy-query-error privacy-query-hint' : 'privacy-query-hint'}
              />
              <Text id="privacy-query-hint" fontSize="sm" color="fg.muted">
                {t('admin.privacy.queryHint')}
              </Text>
            </Stack>
            <Button type="submit" colorPalette="purple" loading={searching} disabled={busy && !searching}>
              {t('admin.privacy.search')}
            </Button>
          </HStack>
        </form>

        <Box aria-live="polite">
          {searching && (
            <HStack gap="2">
              <Spinner size="sm" aria-hidden="true" />
              <Text>{t('admin.privacy.searching')}</Text>
            </HStack>
          )}
          {deleted !== undefined && <ForgetOutcome ref={resultRef} result={deleted} />}
          {exported !== undefined && (
            <Text mb="3">
              {exported.drafts === 0
                ? t('admin.privacy.exported', { count: exported.leads })
                : t(exported.leads > 0 ? 'admin.privacy.exportedWithDrafts' : 'admin.privacy.exportedDrafts', {
                    count: exported.leads,
                    drafts: t('admin.privacy.draftCount', { count: exported.drafts }),
                  })}
            </Text>
          )}
          {exporting && (
            <HStack gap="2" mb="3">
              <Spinner size="sm" aria-hidden="true" />
              <Text>{t('admin.privacy.exporting', { done: exporting.done, total: count })}</Text>
            </HStack>
          )}
        </Box>
        {failure && (
          <FailureNotice
            message={t(`admin.privacy.errors.${failure.key}`, { count: failure.count })}
            detail={failure.detail}
            detailsLabel={t('admin.privacy.details')}
          />
        )}

        {person && leads && !searching && (
          <Box as="section" aria-labelledby="privacy-found">
            {count === 0 && unsent.length === 0 ? (
              <Text id="privacy-found" role="status">
                {t('admin.privacy.none', { query: person.shown })}
              </Text>
            ) : (
              <Stack gap="4">
                <Heading as="h2" size="lg" id="privacy-found">
                  {count > 0 ? t('admin.privacy.found', { count, query: person.shown }) : t('admin.privacy.draftsFound', { count: unsent.length, query: person.shown })}
                </Heading>
                {count > 0 && <PersonLeads leads={leads} query={person.shown} titleOf={titleOf} />}
                {unsent.length > 0 && <UnsentDrafts drafts={unsent} query={person.shown} titleOf={titleOf} />}
                <HStack gap="3" wrap="wrap">
                  <Button variant="outline" colorPalette="purple" loading={exporting?.format === 'json'} disabled={busy} onClick={() => void exportAs('json')}>
                    <Download aria-hidden="true" />
                    {t('admin.privacy.exportJson')}
                  </Button>
                  <Button variant="outline" colorPalette="purple" loading={exporting?.format === 'csv'} disabled={busy} onClick={() => void exportAs('csv')}>
                    <Download aria-hidden="true" />
                    {t('admin.privacy.exportCsv')}
                  </Button>
                  {role === 'owner' && (
                    <Button colorPalette="red" disabled={busy} onClick={() => setConfirming(true)}>
                      <Trash2 aria-hidden="true" />
                      {count > 0 ? t('admin.privacy.delete', { count }) : t('admin.privacy.deleteDrafts', { count: unsent.length })}
                    </Button>
                  )}
                </HStack>
                {role === 'member' && <Text color="fg.muted">{t('admin.privacy.ownersOnly')}</Text>}
              </Stack>
            )}
          </Box>
        )}

        <ConfirmDialog
          open={confirming}
          danger
          busy={deleting}
          title={
            count > 0 ? t('admin.privacy.confirmTitle', { count, query: person?.shown ?? '' }) : t('admin.privacy.confirmDraftsTitle', { count: unsent.length, query: person?.shown ?? '' })
          }
          confirmLabel={t('admin.privacy.confirm')}
          cancelLabel={t('admin.privacy.cancel')}
          onConfirm={() => void forget()}
          onCancel={() => setConfirming(false)}
        >
          <Text>{t('admin.privacy.confirmText')}</Text>
          {deleting && (
            <HStack gap="2" mt="3" role="status">
              <Spinner size="sm" aria-hidden="true" />
              <Text>{t('admin.privacy.deleting', { query: person?.shown ?? '' })}</Text>
            </HStack>
          )}
        </ConfirmDialog>

        <PrivacyLog titleOf={titleOf} />
      </Stack>
    </Container>
  );
}

function PersonLeads({ leads, query, titleOf }: { leads: SummaryDoc[]; query: string; titleOf: (formId: string) => string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <StaffTable
      caption={t('admin.privacy.caption', { query })}
      columns={[
        t('admin.privacy.form'),
        t('admin.privacy.name'),
        t('admin.privacy.email'),
        t('admin.privacy.phone'),
        t('admin.privacy.receivedAt'),
        t('admin.privacy.stage'),
        { label: <Text srOnly>{t('admin.privacy.openShort')}</Text> },
      ]}
      striped
    >
      {leads.map((lead) => {
        const form = titleOf(lead.formId);
        const date = formatMoment(lead.receivedAt, locale);
        return (
          <Table.Row key={lead.id}>
            <Table.Cell>{form}</Table.Cell>
            <Table.Cell>{lead.name ?? ''}</Table.Cell>
            <Table.Cell>{lead.email ?? ''}</Table.Cell>
            <Table.Cell>{lead.phone ?? ''}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{date}</Table.Cell>
            <Table.Cell>{stageLabel(t, lead.stage)}</Table.Cell>
            <Table.Cell>
              <Link asChild color="purple.700">
                <RouterLink to={paths.adminLead(lead.formId, lead.docId)} aria-label={t('admin.privacy.open', { form, date })}>
                  {t('admin.privacy.openShort')}
                </RouterLink>
              </Link>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </StaffTable>
  );
}
