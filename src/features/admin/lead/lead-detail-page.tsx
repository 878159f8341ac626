import { Box, Card, Container, DataList, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useOutletContext, useParams } from 'react-router-dom';
import { type SubmissionDoc, watchSubmission } from '../../../backend/submission-reads';
import { type HistoryEntry, type SummaryDoc, watchHistory, watchSummary } from '../../../backend/pipeline';
import { listStaffMembers, type StaffMember } from '../../../backend/staff-list';
import { FailureNotice, TechnicalDetails } from '../../../components/ui/failure-notice';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { DRAFTS, isDraftDocId } from '../../../domain/form-drafts';
import { leadId, NEWSLETTER_COLLECTION, NEWSLETTER_FORM_ID } from '../../../domain/lead';
import type { Locale } from '../../../forms/core/definition';
import type { FormDefinition } from '../../../forms/core/registry';
import { toLocale } from '../../../i18n';
import { ContactButtons } from './contact-buttons';
import { DeliveryBadge, StatusBadge } from './lead-badges';
import { LeadCallLine } from './lead-call';
import { type AnswerGroup, answerGroups, leadView, olderVersion, storedAnswers, valueLink } from '../shared/lead-view';
import { mailFailureOfText } from '../shared/mail-failure';
import { MissingRecordPage } from '../shared/missing-record-page';
import { formatMoment } from './pipeline-format';
import { PipelineHistory } from './pipeline-history';
import { PipelinePanel } from './pipeline-panel';
import { PersonContacts } from './person-contacts';
import { ResendButton } from './resend-button';
import { PartialBadge } from './partial-badge';
import { sourceLine } from './lead-source-line';
import '../staff-strings';
import { useFormDefinition } from '../shared/use-form-definition';

interface Delivery {
  state?: string;
  attempts?: number;
  lastError?: string;
}

/** `/admin/leads/:formId/:docId`: one lead, its answers, its pipeline and history, and one-tap contact, kept current. */
export function LeadDetailPage() {
  const { formId = '', docId = '' } = useParams();
  // A fresh page per lead: nothing of the previous one's state shows while the next loads.
  return <SubmissionPage key={`${formId}/${docId}`} formId={formId} docId={docId} />;
}

function SubmissionPage({ formId, docId }: { formId: string; docId: string }) {
  const { t } = useTranslation();
  const newsletter = formId === NEWSLETTER_FORM_ID;
  const def = useFormDefinition(formId);
  // A partial lead's answers are its "Continuar depois" draft's (src/domain/form-drafts.ts).
  const collectionName = newsletter ? NEWSLETTER_COLLECTION : isDraftDocId(docId) ? (def ? DRAFTS : undefined) : def?.form.collection;
  const id = leadId(formId, docId);
  const [lead, setLead] = useState<SubmissionDoc | null | undefined>();
  const [summary, setSummary] = useState<SummaryDoc | null | undefined>();
  const [summaryFailure, setSummaryFailure] = useState<string | undefined>();
  const [history, setHistory] = useState<HistoryEntry[] | undefined>();
  const [staff, setStaff] = useState<StaffMember[] | undefined>();

  useEffect(() => {
    if (!collectionName) return;
    return watchSubmission(collectionName, docId, (found) => setLead(found ?? null), (error) => {
      console.warn('Lead not loaded', error);
      setLead(null);
    });
  }, [collectionName, docId]);
  useEffect(
    () =>
      watchSummary(id, (found) => setSummary(found ?? null), (error) => {
        console.warn('Lead summary not loaded', error);
        setSummaryFailure(error.message);
        setSummary(null);
      }),
    [id],
  );
  useEffect(
    () =>
      watchHistory(id, setHistory, (error) => {
        console.warn('Lead history not loaded', error);
        setHistory([]);
      }),
    [id],
  );
  useEffect(() => {
    listStaffMembers().then(setStaff, (error) => {
      console.warn('Staff not listed', error);
      setStaff([]);
    });
  }, []);

  if ((!newsletter && def === null) || lead === null) {
    return <MissingRecordPage title={t('admin.lead.notFound')} back={{ to: paths.admin, label: t('admin.leads.backToIndex') }} />;
  }
  if ((!newsletter && !def) || !lead || summary === undefined) return <PageSpinner />;
  return <LeadDetail def={def ?? undefined} lead={lead} summary={summary} summaryFailure={summaryFailure} history={history} staff={staff} />;
}

interface DetailProps {
  /** Undefined for a newsletter signup, which has no form definition. */
  def: FormDefinition | undefined;
  lead: SubmissionDoc;
  summary: SummaryDoc | null;
  summaryFailure: string | undefined;
  history: HistoryEntry[] | undefined;
  staff: StaffMember[] | undefined;
}

function LeadDetail({ def, lead, summary, summaryFailure, history, staff }: DetailProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const session = useOutletContext<{ uid: string } | undefined>();
  const view = def ? leadView(def, locale) : undefined;
  const title = view?.title ?? t('admin.pipeline.newsletterTitle');
  // The greeting and subject go to the lead: the form's title in the lead's language.
  const titleForLead = def && summary ? leadView(def, toLocale(summary.locale)).title : title;
  const nameField = def?.form.lead.name;
  const answered = view && nameField ? storedAnswers(view, lead.data, lead.id)[nameField] : undefined;
  const partial = summary?.partial === true || isDraftDocId(lead.id);
  const name = summary?.name ?? (view ? (typeof answered === 'string' ? answered : '') : newsletterName(lead, t));
  const delivery = (lead.data.delivery ?? {}) as Delivery;
  const validation = lead.data.validation as { errors?: { field: string; message: string }[]; unchecked?: unknown } | undefined;
  const errors = (validation?.errors ?? []).filter(Boolean);
  const memberName = useCallback(
    (uid: string) => staff?.find((m) => m.uid === uid)?.email ?? (staff ? t('admin.pipeline.formerMember') : uid),
    [staff, t],
  );
  const back = def ? paths.adminLeadForm(def.id) : paths.adminNewsletter;
  const older = view ? olderVersion(view, lead.data, lead.id) : undefined;

  return (
    <Container maxW="6xl" py="10">
      <Stack gap="6">
        <Link asChild color="purple.700" alignSelf="start">
          <RouterLink to={back}>{t('admin.lead.backToTable', { form: title })}</RouterLink>
        </Link>
        <Stack gap="1">
          <Text color="fg.muted">{title}</Text>
          <Heading as="h1" size="2xl">
            {name || t('admin.lead.untitled')}
          </Heading>
        </Stack>
        {partial && (
          <Text role="note" borderWidth="1px" borderColor="cyan.300" bg="cyan.50" color="cyan.900" rounded="md" p="4">
            {t('admin.partial.note')}
          </Text>
        )}
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <Stack gap="6" order={{ base: 2, lg: 1 }}>
            <Card.Root>
              <Card.Body gap="4">
                <DataList.Root orientation="horizontal">
                  <DataList.Item>
                    <DataList.ItemLabel>{t(partial ? 'admin.partial.firstSaved' : 'admin.leads.receivedAt')}</DataList.ItemLabel>
                    <DataList.ItemValue>{formatMoment(lead.createdAt, locale)}</DataList.ItemValue>
                  </DataList.Item>
                  {summary?.source && (
                    <DataList.Item>
                      <DataList.ItemLabel>{t('admin.source.label')}</DataList.ItemLabel>
                      <DataList.ItemValue flexDirection="column" alignItems="start">
                        <Text>{sourceLine(t, summary.source)}</Text>
                        {summary.source.utm.utm_campaign && (
                          <Link asChild color="purple.700" fontSize="sm">
                            <RouterLink to={`${paths.admin}?${new URLSearchParams({ campaign: summary.source.utm.utm_campaign })}`}>{t('admin.source.campaignLeads')}</RouterLink>
                          </Link>
                        )}
                        {summary.source.flagged && (
                          <Text fontSize="sm" color="fg.muted">
                            {t('admin.source.flagged')}
                          </Text>
                        )}
                      </DataList.ItemValue>
                    </DataList.Item>
                  )}
                  {partial && <PartialFacts draft={lead.data} summary={summary} locale={locale} />}
                  {def && !partial && (
                    <>
                      <DataList.Item>
                        <DataList.ItemLabel>{t('admin.leads.statusHeader')}</DataList.ItemLabel>
                        <DataList.ItemValue>
                          <StatusBadge status={lead.data.status} />
                        </DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel>{t('admin.leads.deliveryHeader')}</DataList.ItemLabel>
                        <DataList.ItemValue>
                          <Box role="status">
                            <DeliveryBadge delivery={delivery} />
                          </Box>
                        </DataList.ItemValue>
                      </DataList.Item>
                    </>
                  )}
                  {older && (
                    <DataList.Item>
                      <DataList.ItemLabel>{t('admin.lead.formVersion')}</DataList.ItemLabel>
                      <DataList.ItemValue>{t('admin.lead.olderVersion', older)}</DataList.ItemValue>
                    </DataList.Item>
                  )}
                  {delivery.state === 'failed' && delivery.lastError && (
                    <DataList.Item>
                      <DataList.ItemLabel>{t('admin.lead.lastError')}</DataList.ItemLabel>
                      <DataList.ItemValue flexDirection="column" alignItems="start">
                        {/* The SMTP text itself (e.g. "connect ECONNREFUSED ...") only behind the disclosure. */}
                        <Text>{t(`admin.mailFailure.${mailFailureOfText(delivery.lastError)}`)}</Text>
                        <TechnicalDetails detail={delivery.lastError} label={t('admin.mailFailure.details')} />
                      </DataList.ItemValue>
                    </DataList.Item>
                  )}
                </DataList.Root>
                {/* Kept mounted while a resend is sending, so a refused retry's message stays beside the button. */}
                {def && (delivery.state === 'failed' || delivery.state === 'sending') && <ResendButton formId={def.id} docId={lead.id} />}
              </Card.Body>
            </Card.Root>
            {/* The function could not judge the form (FormNotJudged): staff check what the schema did not. */}
            {validation?.unchecked !== undefined && (
              <Text role="note" borderWidth="1px" borderColor="orange.300" bg="orange.50" color="orange.900" rounded="md" p="4">
                {t('admin.lead.unchecked')}
              </Text>
            )}
            {view && errors.length > 0 && (
              <Box as="section" aria-labelledby="lead-errors" borderWidth="1px" borderColor="red.300" rounded="md" p="4">
                <Heading as="h2" size="md" id="lead-errors" color="red.700" mb="2">
                  {t('admin.lead.validationErrors')}
                </Heading>
                <List.Root ps="5">
                  {errors.map((e, i) => (
                    <List.Item key={`${e.field}-${i}`}>
                      <Text as="span" fontWeight="semibold">
                        {view.fields[e.field]?.title ?? e.field}
                      </Text>
                      : {e.message}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
            {view ? <Answers groups={answerGroups(view, lead.data, lead.id)} /> : <NewsletterAnswers lead={lead} />}
          </Stack>
          <Stack gap="6" order={{ base: 1, lg: 2 }}>
            {summary ? (
              <>
                <LeadCallLine call={summary.call} />
                <Box as="section" aria-labelledby="contact-heading">
                  <Heading as="h2" size="lg" id="contact-heading" mb="3">
                    {t('admin.contact.title')}
                  </Heading>
                  <ContactButtons summary={summary} formTitle={titleForLead} size="md" />
                </Box>
                <PipelinePanel summary={summary} staff={staff} memberName={memberName} />
                <PipelineHistory entries={history} memberName={memberName} selfUid={session?.uid} />
                {/* Keyed by who the person is: a changed e-mail or phone looks them up afresh. */}
                <PersonContacts
                  key={`${summary.id}|${summary.emailKey ?? ''}|${summary.phoneDigits ?? ''}`}
                  summary={summary}
                  history={history}
                  memberName={memberName}
                  selfUid={session?.uid}
                />
              </>
            ) : summaryFailure ? (
              <FailureNotice message={t('admin.pipeline.errors.load')} detail={summaryFailure} detailsLabel={t('admin.pipeline.details')} />
            ) : (
              <Text role="status" color="fg.muted">
                {t('admin.pipeline.noSummary')}
              </Text>
            )}
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

/** A partial lead's progress, its last save and until when it is kept (its draft's expiry). */
function PartialFacts({ draft, summary, locale }: { draft: Record<string, unknown>; summary: SummaryDoc | null; locale: Locale }) {
  const { t } = useTranslation();
  const date = (value: unknown) => (value instanceof Date ? value : undefined);
  return (
    <>
      <DataList.Item>
        <DataList.ItemLabel>{t('admin.partial.progressLabel')}</DataList.ItemLabel>
        <DataList.ItemValue>{summary ? <PartialBadge lead={summary} /> : null}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('admin.partial.savedAt')}</DataList.ItemLabel>
        <DataList.ItemValue>{formatMoment(date(draft.savedAt), locale)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('admin.partial.expiresAt')}</DataList.ItemLabel>
        <DataList.ItemValue>{formatMoment(date(draft.expiresAt), locale)}</DataList.ItemValue>
      </DataList.Item>
    </>
  );
}

/** A newsletter signup has no name: the heading shows its address. */
function newsletterName(lead: SubmissionDoc, t: TFunction): string {
  return typeof lead.data.email === 'string' ? lead.data.email : t('admin.pipeline.subscriber');
}

/** The answers under their section headings; e-mails, phones and addresses as links, long texts with their line breaks. */
function Answers({ groups }: { groups: AnswerGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <Box as="section" key={group.id} aria-labelledby={`group-${group.id}`}>
          <Heading as="h2" size="lg" id={`group-${group.id}`} mb="3">
            {group.title}
          </Heading>
          <DataList.Root>
            {group.rows.map((row) => (
              <DataList.Item key={row.name}>
                <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word" display="block">
                  {row.values.map((value, i) => {
                    const href = valueLink(row.kind, value);
                    return (
                      <Text as="span" display="block" key={i}>
                        {href ? (
                          <Link href={href} color="purple.700" {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                            {value}
                          </Link>
                        ) : (
                          value
                        )}
                      </Text>
                    );
                  })}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      ))}
    </>
  );
}

/** A signup's few answers (address, WhatsApp, interests), with the labels of the newsletter page. */
function NewsletterAnswers({ lead }: { lead: SubmissionDoc }) {
  const { t } = useTranslation();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const interests = Array.isArray(lead.data.service_interests)
    ? lead.data.service_interests.map((v) => t(`admin.newsletter.interest.${String(v)}`, { defaultValue: String(v) })).join(', ')
    : '';
  const rows = [
    { label: t('admin.newsletter.email'), value: text(lead.data.email) },
    { label: t('admin.newsletter.whatsapp'), value: text(lead.data.whatsapp) },
    { label: t('admin.newsletter.interests'), value: interests },
  ].filter((row) => row.value);
  return (
    <Box as="section" aria-labelledby="signup-heading">
      <Heading as="h2" size="lg" id="signup-heading" mb="3">
        {t('admin.pipeline.contactDetails')}
      </Heading>
      <DataList.Root>
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
