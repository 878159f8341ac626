import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface ClosingCtaProps {
  title: string;
  text: string;
  /** A promise under the text (the 24h reply). */
  note?: string;
  buttonLabel: string;
  /** The briefing route this page leads to. */
  to: string;
  /** Further links beside the button. */
  children?: ReactNode;
}

/** The last band of a service page: one more invitation to fill in the briefing. */
export function ClosingCta({ title, text, note, buttonLabel, to, children }: ClosingCtaProps) {
  return (
    <Container maxW="6xl" py={{ base: '10', md: '14' }}>
      <Box as="section" aria-labelledby="closing-cta" bg="purple.50" borderRadius="2xl" p={{ base: '6', md: '10' }} textAlign="center">
        <Heading as="h2" id="closing-cta" size={{ base: 'xl', md: '2xl' }} mb="3">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="2xl" mx="auto" mb={note ? '2' : '6'}>
          {text}
        </Text>
        {note && (
          <Text color="purple.800" fontWeight="medium" mb="6">
            {note}
          </Text>
        )}
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="lg" colorPalette="purple">
            <RouterLink to={to}>{buttonLabel}</RouterLink>
          </Button>
          {children}
        </Flex>
      </Box>
    </Container>
  );
}
