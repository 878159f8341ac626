import { Blockquote, Container, Float } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The invitation page's motto, between the hero and the styles. */
export function InvitationQuote() {
  const { t } = useTranslation();
  return (
    <Container maxW="3xl" pt={{ base: '10', md: '14' }}>
      <Blockquote.Root variant="plain" colorPalette="purple" justify="center" textAlign="center" position="relative" py="4">
        <Float placement="top-center" offsetY="1">
          <Blockquote.Icon boxSize="8" color="purple.300" aria-hidden />
        </Float>
        <Blockquote.Content fontSize={{ base: 'xl', md: '2xl' }} fontStyle="italic" color="purple.900" pt="4">
          {t('services.landing.invitations.quote')}
        </Blockquote.Content>
        <Blockquote.Caption color="fg.muted">
          — <cite>{t('services.landing.invitations.quoteAuthor')}</cite>
        </Blockquote.Caption>
      </Blockquote.Root>
    </Container>
  );
}
