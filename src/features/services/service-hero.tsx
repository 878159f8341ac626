import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ServiceHeroProps {
  /** The service's name, above the headline. */
  eyebrow: string;
  title: string;
  text: string;
  /** Calls to action (and badges) under the text. */
  children?: ReactNode;
}

/** The opening band of a service page: the page's only h1. */
export function ServiceHero({ eyebrow, title, text, children }: ServiceHeroProps) {
  return (
    <Box bgGradient="to-br" gradientFrom="purple.900" gradientTo="purple.600" color="white">
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <Stack gap="5" maxW="3xl">
          <Text textTransform="uppercase" letterSpacing="wider" fontWeight="semibold" fontSize="sm" color="purple.100">
            {eyebrow}
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="purple.50">
            {text}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
