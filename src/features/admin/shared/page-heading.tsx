import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A staff page's heading: an optional link back, the page's h1 and a line saying what the page is for. */
export function PageHeading({ title, text, back }: { title: ReactNode; text: ReactNode; back?: { to: string; label: string } }) {
  return (
    <Stack gap="2">
      {back && (
        <Link asChild color="purple.700" alignSelf="start">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Link>
      )}
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
    </Stack>
  );
}
