import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AutomationService } from './automation-services';
import { WhatsAppChatButton } from './whatsapp-chat-button';

/** The closing call to action: the briefing first, a chat for those who prefer to talk. */
export function AutomationCta({ service }: { service: AutomationService }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="automation-cta" py={{ base: '10', md: '14' }}>
      <Container maxW="4xl">
        <Box bg="purple.700" color="white" borderRadius="2xl" p={{ base: '6', md: '10' }} textAlign="center">
          <Heading as="h2" id="automation-cta" size={{ base: 'xl', md: '2xl' }} mb="3">
            {t(service.texts.ctaTitle)}
          </Heading>
          <Text mb="6" fontSize={{ base: 'md', md: 'lg' }}>
            {t(service.texts.ctaText)}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
            <Button asChild bg="white" color="purple.800" _hover={{ bg: 'purple.50' }} size="lg">
              <RouterLink to={service.briefing}>
                <ClipboardList aria-hidden="true" />
                {t('automation.briefing')}
              </RouterLink>
            </Button>
            <WhatsAppChatButton size="lg" />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
