import { Alert } from '@chakra-ui/react';

interface FormPreviewFailureProps {
  /** The sentence, in the staff member's language. */
  message: string;
  /** The browser's own words, shown after it when there are any. */
  detail?: string;
}

/** Something the preview needs could not load: said at once, where the staff member looks, never a blank page. */
export function FormPreviewFailure({ message, detail }: FormPreviewFailureProps) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        {detail ? <Alert.Description fontFamily="mono" fontSize="sm">{detail}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
