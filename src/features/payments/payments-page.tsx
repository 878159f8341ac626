import { Container, Heading } from '@chakra-ui/react';

// Being written (site issue): replaced before this lands.
export function PaymentsPage() {
  return (
    <Container py="16">
      <Heading as="h1">PaymentsPage</Heading>
    </Container>
  );
}
