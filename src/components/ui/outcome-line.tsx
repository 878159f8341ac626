import { Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

interface OutcomeLineProps {
  /** Whether the action worked: said politely (status) if so, at once (alert) if not. */
  ok: boolean;
  /** The caller moves the focus here once the action is done, so a screen reader says it where it is. */
  ref?: Ref<HTMLParagraphElement>;
  children: ReactNode;
}

/** What an action just did (a call moved or cancelled, a calendar link made), said once and focusable. */
export function OutcomeLine({ ok, ref, children }: OutcomeLineProps) {
  return (
    <Text ref={ref} tabIndex={-1} outline="none" role={ok ? 'status' : 'alert'} fontWeight="medium" color={ok ? 'green.800' : 'orange.800'}>
      {children}
    </Text>
  );
}
