import { Badge, Box, Card, Heading, HStack, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CARD_BRANDS, MAX_INSTALLMENTS, PAYMENT_METHODS } from './payment-terms';

export function PaymentMethods() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="payment-methods">
      <Heading as="h2" id="payment-methods" size={{ base: 'xl', md: '2xl' }} mb="6">
        {t('payments.methods.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {PAYMENT_METHODS.map(({ id, icon: MethodIcon, title, text }) => (
          <Card.Root key={id} variant="outline">
            <Card.Body gap="3">
              <HStack gap="3">
                <Box color="purple.600" bg="purple.subtle" borderRadius="lg" p="2">
                  <MethodIcon size="24" aria-hidden="true" />
                </Box>
                <Card.Title as="h3">{t(title)}</Card.Title>
              </HStack>
              <Card.Description>{t(text, { max: MAX_INSTALLMENTS })}</Card.Description>
              {id === 'card' && (
                <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
                  {CARD_BRANDS.map((brand) => (
                    <Badge as="li" key={brand} variant="outline">
                      {brand}
                    </Badge>
                  ))}
                </HStack>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
