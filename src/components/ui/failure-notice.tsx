import { Box, chakra, Text } from '@chakra-ui/react';

const Details = chakra('details', { base: { mt: '2', fontSize: 'sm' } });
const Summary = chakra('summary', { base: { cursor: 'pointer', fontWeight: 'medium', width: 'fit-content' } });
const Detail = chakra('pre', {
  base: { mt: '1', p: '2', bg: 'bg.subtle', color: 'fg', rounded: 'sm', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 'xs' },
});

interface FailureNoticeProps {
  /** What went wrong, in the reader's language. */
  message: string;
  /** The technical text (Firebase's, the SMTP server's), shown only when the reader opens it. */
  detail?: string;
  /** The disclosure's name in the reader's language ("Detalhes"). */
  detailsLabel: string;
  id?: string;
}

/**
 * A failure said in the reader's language, announced when it appears (role="alert"), with the raw
 * technical text at most behind a native disclosure: keyboard and screen readers handle <details>
 * themselves, and nobody has to read "connect ECONNREFUSED" to learn that the mail server is down.
 */
export function FailureNotice({ message, detail, detailsLabel, id }: FailureNoticeProps) {
  return (
    <Box id={id} role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" color="red.900" rounded="md" p="3">
      <Text>{message}</Text>
      <TechnicalDetails detail={detail} label={detailsLabel} />
    </Box>
  );
}

/** The technical text alone behind its disclosure (closed), for a page that says the failure itself; nothing without a text. */
export function TechnicalDetails({ detail, label }: { detail?: string; label: string }) {
  if (!detail) return null;
  return (
    <Details>
      <Summary>{label}</Summary>
      <Detail>{detail}</Detail>
    </Details>
  );
}
