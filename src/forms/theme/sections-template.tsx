import { Box, Heading, Text } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { type Section, sectionFields } from '../core/definition';

type Property = ObjectFieldTemplateProps['properties'][number];

/**
 * Lays the form's answers out in the sections its ui.json declares, each a headed landmark, with
 * sub-headed groups. A section or group whose questions are all hidden by conditions disappears;
 * a section with no questions at all is a note and always shows.
 */
export function SectionsTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const sections = (uiSchema?.['ui:sections'] as Section[] | undefined) ?? [];
  const byName = new Map(properties.map((p) => [p.name, p]));
  const placed = new Set(sections.flatMap(sectionFields));
  const pick = (names: string[] = []) => names.map((name) => byName.get(name)).filter((p): p is Property => !!p);
  return (
    <>
      {sections.map((section) => {
        const isNote = sectionFields(section).length === 0;
        const direct = pick(section.fields);
        const groups = (section.groups ?? [])
          .map((group) => ({ ...group, items: pick(group.fields) }))
          .filter((group) => group.items.length > 0);
        if (!isNote && direct.length === 0 && groups.length === 0) return null;
        return (
          <SectionBox key={section.id} id={section.id} title={section.title} description={section.description} note={isNote}>
            {direct.map((p) => p.content)}
            {groups.map((group) => (
              <Box as="section" key={group.id} aria-labelledby={`section-${group.id}`} mt="4">
                <Heading as="h3" id={`section-${group.id}`} size="md" mb="3">
                  {group.title}
                </Heading>
                {group.description && (
                  <Text color="fg.muted" mb="3">
                    {group.description}
                  </Text>
                )}
                {group.items.map((p) => p.content)}
              </Box>
            ))}
          </SectionBox>
        );
      })}
      {properties.filter((p) => !placed.has(p.name)).map((p) => p.content)}
    </>
  );
}

interface SectionBoxProps {
  id: string;
  title: string;
  description?: string;
  note: boolean;
  children: ReactNode;
}

function SectionBox({ id, title, description, note, children }: SectionBoxProps) {
  const headingId = `section-${id}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      mb="6"
      bg={note ? 'purple.50' : 'bg'}
      borderColor={note ? 'purple.200' : undefined}
    >
      <Heading as="h2" id={headingId} size="lg" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" mb={note ? '0' : '4'} whiteSpace="pre-line">
          {description}
        </Text>
      )}
      {children}
    </Box>
  );
}
