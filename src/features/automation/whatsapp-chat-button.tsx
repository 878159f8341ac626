import { Button, type ButtonProps, VisuallyHidden } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '../../config/site';

/** Opens a WhatsApp chat with the studio, prefilled with the services quote request, in a new tab. */
export function WhatsAppChatButton(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button asChild colorPalette="green" variant="outline" bg="bg" {...props}>
      <a href={whatsappLink(t('whatsapp.servicesQuote'))} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        {t('automation.chat')}
        <VisuallyHidden>{t('automation.newTab')}</VisuallyHidden>
      </a>
    </Button>
  );
}
