import { Container, Heading, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A staff page whose form or lead does not exist (a stale link, a deleted lead): says so and leads back. */
export function MissingRecordPage({ title, back }: { title: string; back: { to: string; label: string } }) {
  return (
    <Container maxW="xl" py="16">
      <Heading as="h1" size="xl" mb="4">
        {title}
      </Heading>
      <Link asChild color="purple.700">
        <RouterLink to={back.to}>{back.label}</RouterLink>
      </Link>
    </Container>
  );
}
