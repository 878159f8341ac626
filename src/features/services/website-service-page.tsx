import { Container, Heading } from '@chakra-ui/react';

// Being written (site issue): replaced before this lands.
export function WebsiteServicePage() {
  return (
    <Container py="16">
      <Heading as="h1">WebsiteServicePage</Heading>
    </Container>
  );
}
