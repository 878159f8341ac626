import { Box, Button, CloseButton, Container, Flex, Heading, VisuallyHidden } from '@chakra-ui/react';
import { CirclePlay, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { whatsappLink } from '../../config/site';

/** `/?acoes=1` opens the panel (a link for staff demos); see docs/choices.md. */
export const QUICK_ACTIONS_PARAM = 'acoes';

/** Alt+Shift+A shows or hides the panel. */
const isShortcut = (event: KeyboardEvent) => event.altKey && event.shiftKey && event.code === 'KeyA';

/**
 * The quick-action panel of spec 000 section 2, hidden: nothing of it is on the page until staff ask
 * for it with `?acoes=1` or Alt+Shift+A. Its demo video is not made yet, so the button says so.
 */
export function QuickActions() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const asked = params.get(QUICK_ACTIONS_PARAM) === '1';

  // After hydration: the prerendered page (no query string) never has the panel.
  useEffect(() => {
    if (asked) setOpen(true);
  }, [asked]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return open ? <QuickActionsPanel onClose={() => setOpen(false)} /> : null;
}

function QuickActionsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py="6">
      <Box as="section" aria-labelledby="quick-actions-title" position="relative" p="5" rounded="xl" borderWidth="1px" bg="bg.panel" maxW="md" mx="auto">
        <Heading as="h2" id="quick-actions-title" size="md" textAlign="center" mb="4">
          {t('home.quick.title')}
        </Heading>
        <CloseButton size="sm" position="absolute" top="2" insetEnd="2" aria-label={t('home.quick.close')} onClick={onClose} />
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
    </Container>
  );
}
