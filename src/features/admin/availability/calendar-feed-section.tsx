import { Box, Button, chakra, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callableReason } from '../../../backend/callables';
import { createCalendarFeed, revokeCalendarFeed, watchCalendarFeed } from '../../../backend/calendar-feed';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { SectionHeading } from '../shared/page-heading';
import { OutcomeLine } from '../../../components/ui/outcome-line';

type Change = 'create' | 'renew' | 'revoke';
type Message = { done: Change | 'copied' } | { failed: Change | 'copy' | 'denied' };

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', fontSize: 'sm', mb: '1' } });
const k = (key: string) => `admin.availability.feed.${key}`;
const isCopy = (m: Message) => ('done' in m ? m.done === 'copied' : m.failed === 'copy');

/**
 * "Sua agenda no calendário" on the availability page (issue 30, part 8): the signed-in staff member's
 * own secret calendar address, which lists their calls in Google Calendar or Outlook. They create it,
 * copy it, replace it (the old one stops working) or turn it off; the last two ask first. The address
 * follows the stored secret live, so another tab's change shows here too. Every failure is said in the
 * reader's language; the raw error goes to the console only.
 */
export function CalendarFeedSection({ uid }: { uid: string }) {
  const { t } = useTranslation();
  // undefined while the first read is on its way; null when there is no feed.
  const [url, setUrl] = useState<string | null>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<Change>();
  // The question stays worded as asked while its dialog closes.
  const [asking, setAsking] = useState<{ kind: 'renew' | 'revoke'; open: boolean }>({ kind: 'renew', open: false });
  const [message, setMessage] = useState<Message>();
  const said = useRef<HTMLParagraphElement>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setUrl(undefined);
    setLoadFailed(false);
    return watchCalendarFeed(uid, setUrl, (error) => {
      console.warn('The calendar feed could not be read.', error);
      setLoadFailed(true);
    });
  }, [uid]);

  // What a change did takes the focus: the button that was pressed may be gone (a feed turned off). A
  // copy leaves the focus where it is (its note is announced), or on the selected address when it failed.
  useEffect(() => {
    if (message && !isCopy(message)) said.current?.focus();
  }, [message]);

  const change = async (what: Change) => {
    setBusy(what);
    setMessage(undefined);
    try {
      if (what === 'revoke') {
        await revokeCalendarFeed();
        setUrl(null);
      } else {
        setUrl(await createCalendarFeed());
      }
      setMessage({ done: what });
    } catch (error) {
      console.warn(`The calendar feed could not be changed (${what}).`, error);
      setMessage({ failed: callableReason(error) === 'not-staff' ? 'denied' : what });
    } finally {
      setBusy(undefined);
      setAsking((current) => ({ ...current, open: false }));
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ done: 'copied' });
    } catch (error) {
      console.warn('The calendar address could not be copied.', error);
      // The address is selected, so Ctrl+C (or the menu) copies it.
      field.current?.focus();
      field.current?.select();
      setMessage({ failed: 'copy' });
    }
  };

  const text = (m: Message) => ('done' in m ? t(k(`done.${m.done}`)) : t(k(`failed.${m.failed}`)));

  return (
    <Stack as="section" aria-labelledby="availability-feed" gap="4" borderTopWidth="1px" pt="6" aria-busy={url === undefined && !loadFailed}>
      <SectionHeading id="availability-feed" title={t(k('title'))} text={t(k('text'))} />
      {loadFailed ? (
        <FailureNotice message={t(k('loadFailed'))} detailsLabel={t('admin.availability.details')} />
      ) : url === undefined ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" aria-hidden="true" />
          <Text>{t(k('loading'))}</Text>
        </HStack>
      ) : (
        <Stack gap="3" align="start">
          {url ? (
            <Box w="full">
              <Label htmlFor="availability-feed-url">{t(k('url'))}</Label>
              <HStack gap="2" align="start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
                <Input
                  ref={field}
                  id="availability-feed-url"
                  value={url}
                  readOnly
                  bg="bg"
                  fontFamily="mono"
                  fontSize="sm"
                  aria-describedby="availability-feed-secret"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="outline" colorPalette="purple" onClick={() => void copy()} flexShrink={0}>
                  {t(k('copy'))}
                </Button>
              </HStack>
              <Text id="availability-feed-secret" fontSize="xs" color="fg.muted" mt="1">
                {t(k('secret'))}
              </Text>
            </Box>
          ) : null}
          {message && (
            <OutcomeLine ref={said} ok={'done' in message}>
              {text(message)}
            </OutcomeLine>
          )}
          {url ? (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setAsking({ kind: 'renew', open: true })} disabled={busy !== undefined}>
                {t(k('renew'))}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setAsking({ kind: 'revoke', open: true })} disabled={busy !== undefined}>
                {t(k('revoke'))}
              </Button>
            </HStack>
          ) : (
            <Button colorPalette="purple" onClick={() => void change('create')} loading={busy === 'create'} loadingText={t(k('working'))}>
              {t(k('create'))}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={asking.open}
        title={t(k(`ask.${asking.kind}.title`))}
        confirmLabel={t(k(`ask.${asking.kind}.confirm`))}
        cancelLabel={t(k('ask.keep'))}
        danger
        busy={busy !== undefined}
        onConfirm={() => void change(asking.kind)}
        onCancel={() => setAsking((current) => ({ ...current, open: false }))}
      >
        {t(k(`ask.${asking.kind}.text`))}
      </ConfirmDialog>
    </Stack>
  );
}
