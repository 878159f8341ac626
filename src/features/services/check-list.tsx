import { List } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';

/** A bullet list whose bullets are check marks (decorative: the list itself is announced). */
export function CheckList({ items }: { items: string[] }) {
  return (
    <List.Root variant="plain" gap="3">
      {items.map((item) => (
        <List.Item key={item}>
          <List.Indicator asChild color="purple.600" mt="0.5">
            <CircleCheck aria-hidden size="1.1em" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
