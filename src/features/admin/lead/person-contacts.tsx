import { Badge, Box, Heading, Link, List, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { fetchHistories, findOtherLeads, type PersonLeads, TIMELINE_LEADS } from '../../../backend/person-leads';
import type { HistoryEntry, SummaryDoc } from '../../../backend/pipeline';
import { paths } from '../../../config/paths';
import { mergeTimelines, type TimelineEntry } from '../../../domain/person-group';
import { toLocale } from '../../../i18n';
import { useFormTitles } from '../shared/form-titles';
import { eventSentence, formatMoment, stageLabel } from './pipeline-format';
import { sourceLine } from './lead-source-line';

interface PersonContactsProps {
  /** This lead's summary: its e-mail and phone name the person. Give the component a key of its id, e-mail and phone. */
  summary: SummaryDoc;
  /** This lead's own history, newest first, as the page keeps it current; undefined while it loads. */
  history: HistoryEntry[] | undefined;
  memberName: (uid: string) => string;
  /** The signed-in staff member, whose own entries say "you" beside the address. */
  selfUid?: string;
}

/**
 * One person across forms (issue 29): the person's other leads (the same e-mail, or the same phone
 * with or without 55: ../../../domain/person-group.ts), each a link to its page, and one timeline of
 * all their leads' histories, each entry naming its form. Read once when the page opens; a person with
 * only this lead gets one line, and no timeline (it would repeat the lead's own history).
 */
export function PersonContacts({ summary, history, memberName, selfUid }: PersonContactsProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { titleOf } = useFormTitles();
  const [found, setFound] = useState<PersonLeads | 'failed' | undefined>();
  const [histories, setHistories] = useState<Map<string, HistoryEntry[]> | 'failed' | undefined>();
  const { id, emailKey, phoneDigits } = summary;

  useEffect(() => {
    let live = true;
    findOtherLeads({ id, emailKey, phoneDigits, receivedAt: null }).then(
      (result) => {
        if (!live) return;
        setFound(result);
        const ids = result.others.slice(0, TIMELINE_LEADS).map((other) => other.id);
        if (ids.length === 0) return;
        fetchHistories(ids).then(
          (read) => live && setHistories(read),
          (error: unknown) => {
            console.warn('Person timeline not loaded', error);
            if (live) setHistories('failed');
          },
        );
      },
      (error: unknown) => {
        console.warn('Person leads not loaded', error);
        if (live) setFound('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [id, emailKey, phoneDigits]);

  const others = found && found !== 'failed' ? found.others : [];
  return (
    <>
      <Box as="section" aria-labelledby="person-heading">
        <Heading as="h2" size="lg" id="person-heading" mb="1">
          {t('admin.pipeline.person.title')}
        </Heading>
        {found === undefined ? (
          <Text role="status" color="fg.muted">
            {t('admin.pipeline.person.loading')}
          </Text>
        ) : found === 'failed' ? (
          <Text role="alert" color="red.700">
            {t('admin.pipeline.person.failed')}
          </Text>
        ) : others.length === 0 ? (
          <Text color="fg.muted">{t('admin.pipeline.person.none')}</Text>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted" mb="3">
              {t('admin.pipeline.person.intro')}
            </Text>
            <List.Root as="ul" variant="plain" gap="2">
              {others.map((other) => (
                <List.Item key={other.id} display="block">
                  <Link asChild color="purple.700" fontWeight="medium">
                    <RouterLink to={paths.adminLead(other.formId, other.docId)}>
                      {t('admin.pipeline.person.leadLink', { form: titleOf(other.formId), date: formatMoment(other.receivedAt, locale) })}
                    </RouterLink>
                  </Link>{' '}
                  <Badge colorPalette={other.stage === 'spam' ? 'red' : 'gray'}>{stageLabel(t, other.stage)}</Badge>
                  {other.partial && (
                    <Badge colorPalette="cyan" ms="1">
                      {t('admin.partial.badge')}
                    </Badge>
                  )}
                  {/* Each lead's own first touch (issue 41): the same person may come once by Instagram, once by Google. */}
                  {other.source && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('admin.source.label')}: {sourceLine(t, other.source)}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List.Root>
            {found.capped && (
              <Text fontSize="sm" color="fg.muted" mt="2">
                {t('admin.pipeline.person.capped', { count: others.length })}
              </Text>
            )}
          </>
        )}
      </Box>
      {others.length > 0 && (
        <PersonTimeline
          current={{ leadId: id, formId: summary.formId, entries: history ?? [] }}
          others={others}
          histories={histories}
          formLabel={(entry) => (entry.leadId === id ? t('admin.pipeline.person.thisLead', { form: titleOf(entry.formId) }) : titleOf(entry.formId))}
          memberName={memberName}
          selfUid={selfUid}
        />
      )}
    </>
  );
}

interface TimelineProps {
  current: { leadId: string; formId: string; entries: HistoryEntry[] };
  others: SummaryDoc[];
  histories: Map<string, HistoryEntry[]> | 'failed' | undefined;
  formLabel: (entry: TimelineEntry<HistoryEntry>) => string;
  memberName: (uid: string) => string;
  selfUid?: string;
}

/** Every lead's history of the person as one list, newest first; this lead's part stays current with the page. */
function PersonTimeline({ current, others, histories, formLabel, memberName, selfUid }: TimelineProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const read = histories instanceof Map ? histories : undefined;
  const shown = others.slice(0, TIMELINE_LEADS);
  const entries = mergeTimelines([current, ...shown.map((other) => ({ leadId: other.id, formId: other.formId, entries: read?.get(other.id) ?? [] }))]);
  const who = (entry: HistoryEntry) => {
    if (entry.by === 'system') return t('admin.pipeline.system');
    const name = entry.byEmail ?? memberName(entry.by);
    return entry.by === selfUid ? `${name} (${t('admin.pipeline.you')})` : name;
  };
  return (
    <Box as="section" aria-labelledby="person-timeline-heading">
      <Heading as="h2" size="lg" id="person-timeline-heading" mb="1">
        {t('admin.pipeline.person.timeline')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('admin.pipeline.person.timelineIntro')}
        {others.length > shown.length && ` ${t('admin.pipeline.person.timelineLimited', { count: shown.length })}`}
      </Text>
      {histories === undefined && (
        <Text role="status" color="fg.muted" mb="2">
          {t('admin.pipeline.person.timelineLoading')}
        </Text>
      )}
      {histories === 'failed' && (
        <Text role="alert" color="red.700" mb="2">
          {t('admin.pipeline.person.timelineFailed')}
        </Text>
      )}
      <List.Root as="ol" variant="plain" gap="3">
        {entries.map((item) => (
          <List.Item key={`${item.leadId}/${item.entry.id}`} display="block" borderStartWidth="3px" borderColor={item.leadId === current.leadId ? 'purple.300' : 'teal.300'} ps="3">
            <Text fontWeight="medium">{eventSentence(item.entry, t, locale, memberName)}</Text>
            {item.entry.kind === 'note' && item.entry.text && (
              <Text whiteSpace="pre-wrap" wordBreak="break-word" mt="1">
                {item.entry.text}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              {formLabel(item)} · {who(item.entry)} ·{' '}
              <time dateTime={item.entry.at instanceof Date ? item.entry.at.toISOString() : undefined}>{formatMoment(item.entry.at, locale)}</time>
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
