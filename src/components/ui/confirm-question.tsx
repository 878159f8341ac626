import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useFocusOnShow } from '../hooks/use-focus-on-show';

interface ConfirmQuestionProps {
  question: string;
  yes: string;
  no: string;
  /** What the yes button says while the answer is sent. */
  sendingText: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  sending: boolean;
  /** Small, without a frame, its heading an h3: inside a staff panel. Otherwise framed, its heading an h2: a page's own step. */
  compact?: boolean;
  onYes: () => void;
  onNo: () => void;
}

/**
 * A question in place of the buttons that asked it (cancel a call, move it), not a dialog: its heading
 * takes the focus so a screen reader reads it, and "no" waits while "yes" is being sent.
 */
export function ConfirmQuestion({ question, yes, no, sendingText, danger, sending, compact, onYes, onNo }: ConfirmQuestionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading);
  const size = compact ? 'sm' : undefined;
  const buttons = (
    <>
      <Button size={size} colorPalette={danger ? 'red' : 'purple'} onClick={onYes} loading={sending} loadingText={sendingText}>
        {yes}
      </Button>
      <Button size={size} variant="outline" onClick={onNo} disabled={sending}>
        {no}
      </Button>
    </>
  );
  return compact ? (
    <Stack gap="2">
      <Heading as="h3" size="sm" ref={heading} tabIndex={-1} outline="none">
        {question}
      </Heading>
      <HStack gap="2" wrap="wrap">
        {buttons}
      </HStack>
    </Stack>
  ) : (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" ref={heading} tabIndex={-1} outline="none">
        {question}
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {buttons}
      </Stack>
    </Stack>
  );
}
