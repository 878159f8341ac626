import { Flex, Icon, Link, List, Text } from '@chakra-ui/react';
import { ArrowRight, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ServiceIcon } from './service-icons';

/*
 * What the home grid's card and the carousel's card draw alike. Plain components without hooks: the
 * cards translate and pass the texts, so the prerendered home page hydrates no more work than before.
 */

/**
 * The service's icon on its tinted square. Beside the title (the carousel) it is smaller and keeps its
 * size however long the title; above the title (the grid) it is larger.
 */
export function ServiceIconTile({ name, beside }: { name: string; beside?: boolean }) {
  return (
    <Flex boxSize={beside ? '10' : '12'} flexShrink={beside ? '0' : undefined} align="center" justify="center" rounded="lg" bg="purple.100" color="purple.700">
      <Icon asChild boxSize={beside ? '5' : '6'}>
        <ServiceIcon name={name} />
      </Icon>
    </Flex>
  );
}

/** The service's sentence and the selling points every card of its kind lists, each with a check. */
export function ServiceCardText({ description, points }: { description: string; points: readonly string[] }) {
  return (
    <>
      <Text color="fg.muted" fontSize="sm">
        {description}
      </Text>
      <List.Root gap="1.5" variant="plain" fontSize="sm">
        {points.map((point) => (
          <List.Item key={point} alignItems="flex-start">
            <List.Indicator asChild color="green.600" boxSize="4" mt="0.5">
              <Check aria-hidden="true" />
            </List.Indicator>
            {point}
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}

/** The card's link to the service's page; `label` names the service, as every card's visible text is the same. */
export function ServiceCardLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link asChild color="purple.700" fontWeight="semibold">
      <RouterLink to={to} aria-label={label}>
        {children}
        <ArrowRight aria-hidden="true" size={16} />
      </RouterLink>
    </Link>
  );
}
