import { Box, Button, Heading, Text, VisuallyHidden } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '../../config/site';

/** Questions about paying go to a person on WhatsApp (new tab, prefilled services quote). */
export function PaymentHelp() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="payment-help" bg="purple.700" color="white" borderRadius="2xl" p={{ base: '6', md: '10' }} textAlign="center">
      <Heading as="h2" id="payment-help" size={{ base: 'xl', md: '2xl' }} mb="3">
        {t('payments.help.title')}
      </Heading>
      <Text mb="6">{t('payments.help.text')}</Text>
      <Button asChild size="lg" bg="white" color="green.800" _hover={{ bg: 'green.50' }}>
        <a href={whatsappLink(t('whatsapp.servicesQuote'))} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          {t('payments.help.button')}
          <VisuallyHidden>{t('payments.help.newTab')}</VisuallyHidden>
        </a>
      </Button>
    </Box>
  );
}
