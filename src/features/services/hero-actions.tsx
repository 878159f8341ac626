import { type ButtonProps, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Hero buttons on the dark gradient: white focus ring so the keyboard focus stays visible there. */
export const heroPrimary: ButtonProps = {
  size: 'lg',
  bg: 'white',
  color: 'purple.800',
  _hover: { bg: 'purple.50' },
  focusRingColor: 'white',
};

export const heroSecondary: ButtonProps = {
  size: 'lg',
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.800',
  _hover: { bg: 'whiteAlpha.200' },
  focusRingColor: 'white',
};

export function HeroActions({ children }: { children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" pt="2">
      {children}
    </Flex>
  );
}
