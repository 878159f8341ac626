import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface PageSectionProps {
  title: string;
  subtitle?: string;
  /** A tinted band, to tell consecutive sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** A titled band of a service page (h2), labelled by its heading so it is a landmark region. */
export function PageSection({ title, subtitle, tinted, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '10', md: '14' }} bg={tinted ? 'purple.50' : undefined}>
      <Container maxW="6xl">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} mb={subtitle ? '2' : '6'}>
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" mb="6" maxW="3xl">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
