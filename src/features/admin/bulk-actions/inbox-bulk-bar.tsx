import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../../../backend/bulk-plan';
import { bulkFailure, tallyBulk } from '../../../backend/bulk-plan';
import { applyBulk } from '../../../backend/bulk-pipeline';
import type { InboxLead } from '../../../backend/inbox';
import type { StaffMember } from '../../../backend/staff-list';
import { resultText } from './bulk-texts';
import { belowBars, SITE_HEADER_HEIGHT } from '../../../components/ui/sticky-offset';
import { type BulkKind, InboxBulkDialog } from './inbox-bulk-dialog';

interface BulkBarProps {
  /** The ticked rows of the page shown. */
  selected: InboxLead[];
  staff: StaffMember[];
  emailOf: (uid: string) => string;
  /** Unticks every row (after an action, or on "Limpar seleção"). */
  onClear: () => void;
}

/**
 * The bar of actions on the ticked rows ("3 selecionados", Atribuir…, Mudar etapa…, Marcar como spam,
 * Limpar seleção), shown while any row is ticked and kept in view at the top while the rows scroll
 * (a phone's included). Each action is confirmed once for all its leads; its result line stays after
 * the selection is cleared, read out by screen readers, each lead that failed named with why.
 */
export function InboxBulkBar({ selected, staff, emailOf, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<BulkKind>();
  // The leads of the open confirmation, fixed when it opens: the live rows may change under it.
  const [leads, setLeads] = useState<InboxLead[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ done: string; failed?: string }>();
  const resultLine = useRef<HTMLDivElement>(null);
  const done = useRef(false);

  const open = (kind: BulkKind) => {
    done.current = false;
    setLeads(selected);
    setAsking(kind);
  };
  const run = async (action: BulkAction) => {
    setBusy(true);
    setResult(undefined);
    try {
      const outcome = await applyBulk(leads, action).catch((error: unknown) => {
        console.warn('Bulk change not written', error);
        return tallyBulk(leads.map((lead) => ({ lead, outcome: { failed: bulkFailure(error) } })));
      });
      setResult(resultText(outcome, action, t, emailOf));
      done.current = true;
      onClear();
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  return (
    <>
      {selected.length > 0 && (
        <Box position="sticky" top={belowBars([SITE_HEADER_HEIGHT])} zIndex="docked" bg="bg" py="1">
          <HStack
            role="group"
            aria-label={t('admin.inbox.bulk.toolbar')}
            gap="2"
            wrap="wrap"
            borderWidth="1px"
            borderColor="purple.200"
            bg="purple.50"
            rounded="md"
            px="3"
            py="2"
          >
            <Text fontWeight="semibold" me="auto">
              {t('admin.inbox.bulk.selected', { count: selected.length })}
            </Text>
            <Button size="sm" variant="outline" colorPalette="purple" bg="bg" onClick={() => open('assignee')}>
              {t('admin.inbox.bulk.assign')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="purple" bg="bg" onClick={() => open('stage')}>
              {t('admin.inbox.bulk.stage')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" bg="bg" onClick={() => open('spam')}>
              {t('admin.inbox.bulk.spam')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onClear}>
              {t('admin.inbox.bulk.clear')}
            </Button>
          </HStack>
        </Box>
      )}
      {/* Always in the page, so that a screen reader hears the line when it appears; out of the flow while empty. */}
      <Stack ref={resultLine} role="status" aria-live="polite" tabIndex={-1} gap="1" fontSize="sm" outline="none" srOnly={!result}>
        {result && <Text>{result.done}</Text>}
        {result?.failed && <Text color="red.700">{result.failed}</Text>}
      </Stack>
      <InboxBulkDialog
        kind={asking}
        leads={leads}
        staff={staff}
        emailOf={emailOf}
        busy={busy}
        onConfirm={(action) => void run(action)}
        onCancel={() => setAsking(undefined)}
        finalFocus={() => (done.current ? resultLine.current : null)}
      />
    </>
  );
}
