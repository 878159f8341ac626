import { Container, Heading } from '@chakra-ui/react';

// Being written (site issue): replaced before this lands.
export function ServiceLandingPage() {
  return (
    <Container py="16">
      <Heading as="h1">ServiceLandingPage</Heading>
    </Container>
  );
}
