import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { FormTexts } from '../core/definition';
import type { FormDefinition } from '../core/registry';

interface ConfirmationScreenProps {
  def: FormDefinition;
  texts: FormTexts;
  /** Heading level: a page's own screen is its h1, an embedded form's sits under the page's h2. */
  level: 'h1' | 'h3';
  onAgain: () => void;
}

/** What a form with `success.then: "screen"` shows once sent: its texts, its links, maybe a fresh form. */
export function ConfirmationScreen({ def, texts, level, onAgain }: ConfirmationScreenProps) {
  const next = def.form.success.then === 'screen' ? def.form.success : undefined;
  const label = (key: string) => texts[key] ?? key;
  return (
    <Box textAlign="center" py="12" role="status">
      <Heading as={level} size={level === 'h1' ? '2xl' : 'xl'} mb="4">
        {texts.screenTitle ?? texts.successTitle}
      </Heading>
      <Text color="fg.muted" mb="8">
        {texts.screenDescription ?? texts.successDescription}
      </Text>
      <HStack justify="center" gap="4" wrap="wrap">
        {next?.links?.map((link) => (
          <Button key={link.to} asChild colorPalette="purple" variant="outline">
            <RouterLink to={link.to}>{label(link.label)}</RouterLink>
          </Button>
        ))}
        {next?.again && (
          <Button colorPalette="purple" onClick={onAgain}>
            {label(next.again)}
          </Button>
        )}
      </HStack>
    </Box>
  );
}
