import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/hooks/use-document-title';
import { useScrollToTop } from '../../components/hooks/use-scroll-to-top';
import { PaymentHelp } from './payment-help';
import { PaymentMethods } from './payment-methods';
import { PaymentPlans } from './payment-plans';
import { SecurityBadges } from './security-badges';

/** /pagamentos: how a client can pay (spec 000 section 2); information only, no checkout. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const title = t('payments.title');

  useScrollToTop();
  useDocumentTitle(title);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '10', md: '14' }}>
        <Stack gap="3" maxW="3xl">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {t('payments.subtitle')}
          </Text>
        </Stack>
        <PaymentMethods />
        <PaymentPlans />
        <SecurityBadges />
        <PaymentHelp />
      </Stack>
    </Container>
  );
}
