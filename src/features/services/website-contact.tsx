import { Box, Button, Container, Flex, Heading, Link, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { site, whatsappLink } from '../../config/site';
import { NewTabButton } from './new-tab-button';

/** The closing contact block: e-mail, WhatsApp, the briefing and a chat. */
export function WebsiteContact({ briefingRoute }: { briefingRoute: string }) {
  const { t } = useTranslation();
  const chat = whatsappLink(t('whatsapp.servicesQuote'));
  return (
    <Container maxW="6xl" py={{ base: '10', md: '14' }}>
      <Box as="section" aria-labelledby="website-contact" bg="purple.50" borderRadius="2xl" p={{ base: '6', md: '10' }}>
        <Heading as="h2" id="website-contact" size={{ base: 'xl', md: '2xl' }} mb="3">
          {t('services.website.contact.title')}
        </Heading>
        <Text color="fg.muted" maxW="2xl" mb="6">
          {t('services.website.contact.text')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="8">
          <Flex align="center" gap="3">
            <Mail aria-hidden size="20" color="var(--chakra-colors-purple-600)" />
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('services.website.contact.emailLabel')}
              </Text>
              <Link href={`mailto:${site.email}`} color="purple.700" fontWeight="semibold" focusRingColor="purple.600">
                {site.email}
              </Link>
            </Box>
          </Flex>
          <Flex align="center" gap="3">
            <MessageCircle aria-hidden size="20" color="var(--chakra-colors-purple-600)" />
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('services.website.contact.whatsappLabel')}
              </Text>
              <Link href={chat} target="_blank" rel="noopener noreferrer" color="purple.700" fontWeight="semibold" focusRingColor="purple.600">
                {site.whatsappDisplay}
                <VisuallyHidden>{t('services.landing.newTab')}</VisuallyHidden>
              </Link>
            </Box>
          </Flex>
        </SimpleGrid>
        <Flex gap="3" wrap="wrap">
          <Button asChild size="lg" colorPalette="purple">
            <RouterLink to={briefingRoute}>{t('services.website.contact.briefing')}</RouterLink>
          </Button>
          <NewTabButton href={chat} size="lg" colorPalette="green" variant="outline">
            <MessageCircle aria-hidden />
            {t('services.website.contact.whatsapp')}
          </NewTabButton>
        </Flex>
      </Box>
    </Container>
  );
}
