import { Box, Heading, Text } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { Section } from '../core/definition';

/**
 * Lays the form's answers out in the sections its ui.json declares, each a headed landmark.
 * Fields that no section names (none, once forms:check passes) still render, at the end.
 */
export function SectionsTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const sections = (uiSchema?.['ui:sections'] as Section[] | undefined) ?? [];
  const byName = new Map(properties.map((p) => [p.name, p]));
  const placed = new Set(sections.flatMap((s) => s.fields));
  const rest = properties.filter((p) => !placed.has(p.name));
  return (
    <>
      {sections.map((section) => {
        const items = section.fields.map((name) => byName.get(name)).filter((p) => p !== undefined);
        if (items.length === 0) return null;
        const headingId = `section-${section.id}`;
        return (
          <Box
            as="section"
            key={section.id}
            aria-labelledby={headingId}
            borderWidth="1px"
            borderRadius="lg"
            p={{ base: '4', md: '6' }}
            mb="6"
            bg="bg"
          >
            <Heading as="h2" id={headingId} size="lg" mb={section.description ? '1' : '4'}>
              {section.title}
            </Heading>
            {section.description && (
              <Text color="fg.muted" mb="4">
                {section.description}
              </Text>
            )}
            {items.map((p) => p.content)}
          </Box>
        );
      })}
      {rest.map((p) => p.content)}
    </>
  );
}
