import { Badge, Box, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { AutomationService } from './automation-services';
import { WhatsAppChatButton } from './whatsapp-chat-button';

export function AutomationHero({ service }: { service: AutomationService }) {
  const { t } = useTranslation();
  return (
    <Box as="section" bgGradient="to-br" gradientFrom="purple.50" gradientTo="pink.50" py={{ base: '10', md: '16' }}>
      <Container maxW="6xl">
        <Link asChild color="purple.700" mb="6" display="inline-flex" alignItems="center" gap="1">
          <RouterLink to={paths.home}>
            <ArrowLeft size="16" aria-hidden="true" />
            {t('automation.back')}
          </RouterLink>
        </Link>
        <Stack gap="5" maxW="3xl">
          <Badge colorPalette="purple" variant="subtle" size="lg" alignSelf="flex-start">
            {t(service.texts.eyebrow)}
          </Badge>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            {t(service.texts.title)}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
            {t(service.texts.subtitle)}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="purple" size="lg">
              <RouterLink to={service.briefing}>
                <ClipboardList aria-hidden="true" />
                {t('automation.briefing')}
              </RouterLink>
            </Button>
            <WhatsAppChatButton size="lg" />
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
