import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface PageHeadingProps {
  title: ReactNode;
  text: ReactNode;
  back?: { to: string; label: string };
  /** 3xl on the staff area's own rooms (home, leads, privacy, services, team); 2xl on the tools and the pages under a room. */
  size?: '2xl' | '3xl';
  /**
   * For a page that gives the focus back to its heading when the control that had it is gone (a row
   * removed): the heading takes it without drawing a ring around the title.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What stands with the heading under the line, such as the page's counts. */
  children?: ReactNode;
}

/** A staff page's heading: an optional link back, the page's h1 and a line saying what the page is for. */
export function PageHeading({ title, text, back, size = '2xl', headingRef, children }: PageHeadingProps) {
  const focusable = headingRef ? { ref: headingRef, tabIndex: -1, outline: 'none' } : {};
  return (
    <Stack gap="2">
      {back && (
        <Link asChild color="purple.700" alignSelf="start">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Link>
      )}
      <Heading as="h1" size={size} {...focusable}>
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      {children}
    </Stack>
  );
}

interface SectionHeadingProps {
  /** The heading's id, which the section names in its aria-labelledby. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** xl for the section a page is for (the home's inbox); lg for the others. */
  size?: 'lg' | 'xl';
  /** A side note rather than an introduction: the line in smaller type. */
  note?: boolean;
}

/** A section's h2 and the line under it saying what the section holds. */
export function SectionHeading({ id, title, text, size = 'lg', note }: SectionHeadingProps) {
  return (
    <Stack gap="1">
      <Heading as="h2" size={size} id={id}>
        {title}
      </Heading>
      <Text fontSize={note ? 'sm' : undefined} color="fg.muted">
        {text}
      </Text>
    </Stack>
  );
}
