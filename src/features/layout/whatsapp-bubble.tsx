import { Box, Button, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { MessageCircle, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '../../config/site';
import { FLOAT_HIDDEN_OVER_CLEAR_PARTS } from '../../components/ui/float-clear';

const PANEL_ID = 'whatsapp-panel';

/** Green dark enough for white text to stay readable (WCAG AA). */
const whatsappGreen = { bg: 'green.700', color: 'white', _hover: { bg: 'green.800' } } as const;

/**
 * The floating WhatsApp button, bottom-left so it never covers the toasts (bottom-right): it opens a
 * short greeting with a link to the chat. Hidden while a briefing is on screen (components/ui/
 * float-clear.ts): it would sit on the form's options and messages, where a tap meant for them opened
 * WhatsApp; the footer's WhatsApp link is still there on that page, and the float is back past the form.
 */
export function WhatsAppBubble() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Box position="fixed" bottom={{ base: '4', md: '6' }} left={{ base: '4', md: '6' }} zIndex="dropdown" css={FLOAT_HIDDEN_OVER_CLEAR_PARTS} onKeyDown={onKeyDown}>
      <Box
        id={PANEL_ID}
        hidden={!open}
        role="region"
        aria-label={t('layout.whatsapp.panel')}
        mb="3"
        p="4"
        w="72"
        maxW="calc(100vw - 2rem)"
        bg="bg"
        borderWidth="1px"
        rounded="xl"
        shadow="lg"
      >
        <Text fontWeight="semibold" mb="1">
          {t('layout.whatsapp.greeting')}
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('layout.whatsapp.text')}
        </Text>
        <Button asChild w="full" {...whatsappGreen}>
          <a href={whatsappLink(t('whatsapp.servicesQuote'))} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            {t('layout.whatsapp.cta')}
            <VisuallyHidden>{t('layout.newTab')}</VisuallyHidden>
          </a>
        </Button>
      </Box>
      <IconButton
        ref={toggleRef}
        rounded="full"
        size="2xl"
        shadow="lg"
        {...whatsappGreen}
        aria-label={t('layout.whatsapp.toggle')}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {open ? <X aria-hidden /> : <MessageCircle aria-hidden />}
      </IconButton>
    </Box>
  );
}
