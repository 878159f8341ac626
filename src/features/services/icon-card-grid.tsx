import { Box, Card, Heading, SimpleGrid, type SimpleGridProps, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

export interface IconCard {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

interface IconCardGridProps {
  cards: IconCard[];
  columns: SimpleGridProps['columns'];
  variant?: 'outline' | 'elevated';
}

/** A list of small cards (icon, h3, sentence): invitation styles, avatar types, website benefits. */
export function IconCardGrid({ cards, columns, variant = 'elevated' }: IconCardGridProps) {
  return (
    <SimpleGrid as="ul" role="list" listStyleType="none" columns={columns} gap="5">
      {cards.map(({ id, icon: CardIcon, title, text }) => (
        <Card.Root as="li" key={id} variant={variant}>
          <Card.Body gap="3">
            <Box color="purple.600">
              <CardIcon aria-hidden size="28" />
            </Box>
            <Heading as="h3" size="md">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {text}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
