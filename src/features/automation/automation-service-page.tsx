import { Container, Heading } from '@chakra-ui/react';

// Being written (site issue): replaced before this lands.
export function AutomationServicePage() {
  return (
    <Container py="16">
      <Heading as="h1">AutomationServicePage</Heading>
    </Container>
  );
}
