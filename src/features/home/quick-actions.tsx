import { Box, Button, Collapsible, Container, Flex, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDown, CirclePlay, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '../../config/site';

/**
 * The quick-action panel of spec 000 section 2: on the page but closed until asked for. Its demo
 * video is not made yet, so the button says so.
 */
export function QuickActions() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py="6">
      <Collapsible.Root>
        <Flex justify="center">
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" colorPalette="purple" css={{ '&[data-state=open] svg': { transform: 'rotate(180deg)' } }}>
              {t('home.quick.toggle')}
              <ChevronDown aria-hidden="true" />
            </Button>
          </Collapsible.Trigger>
        </Flex>
        <Collapsible.Content>
          <Box mt="3" p="5" rounded="xl" borderWidth="1px" bg="bg.panel" maxW="md" mx="auto">
            <Flex direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
              <Button colorPalette="purple" onClick={() => window.alert(t('home.quick.demoAlert'))}>
                <CirclePlay aria-hidden="true" />
                {t('home.quick.demo')}
              </Button>
              <Button asChild variant="outline" colorPalette="green">
                <a href={whatsappLink(t('whatsapp.recordVideo'))} target="_blank" rel="noopener noreferrer">
                  <MessageCircle aria-hidden="true" />
                  {t('home.quick.whatsapp')}
                  <VisuallyHidden> {t('home.qr.newTab')}</VisuallyHidden>
                </a>
              </Button>
            </Flex>
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
    </Container>
  );
}
