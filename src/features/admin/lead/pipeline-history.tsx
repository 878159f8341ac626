import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../backend/pipeline';
import { toLocale } from '../../../i18n';
import { eventSentence, formatMoment } from './pipeline-format';

interface HistoryProps {
  /** Newest first; undefined while loading. */
  entries: HistoryEntry[] | undefined;
  memberName: (uid: string) => string;
  /** The signed-in staff member, whose own entries say "you" beside the address. */
  selfUid?: string;
}

/** Every change of a lead: what happened, who did it and when (in Brazil's time zone, in the reader's language). */
export function PipelineHistory({ entries, memberName, selfUid }: HistoryProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const who = (entry: HistoryEntry) => {
    if (entry.by === 'system') return t('admin.pipeline.system');
    const name = entry.byEmail ?? memberName(entry.by);
    return entry.by === selfUid ? `${name} (${t('admin.pipeline.you')})` : name;
  };
  return (
    <Box as="section" aria-labelledby="history-heading">
      <Heading as="h2" size="lg" id="history-heading" mb="3">
        {t('admin.pipeline.history')}
      </Heading>
      {entries && entries.length === 0 && <Text color="fg.muted">{t('admin.pipeline.historyEmpty')}</Text>}
      {entries && entries.length > 0 && (
        <List.Root as="ol" variant="plain" gap="3">
          {entries.map((entry) => (
            <List.Item key={entry.id} display="block" borderStartWidth="3px" borderColor="purple.200" ps="3">
              <Text fontWeight="medium">{eventSentence(entry, t, locale, memberName)}</Text>
              {entry.kind === 'note' && entry.text && (
                <Text whiteSpace="pre-wrap" wordBreak="break-word" mt="1">
                  {entry.text}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {who(entry)} · <time dateTime={entry.at instanceof Date ? entry.at.toISOString() : undefined}>{formatMoment(entry.at, locale)}</time>
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
