import { Badge, Box, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PLANS } from './payment-terms';

export function PaymentPlans() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="payment-plans">
      <Heading as="h2" id="payment-plans" size={{ base: 'xl', md: '2xl' }} mb="6">
        {t('payments.plans.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {PAYMENT_PLANS.map(({ id, split, badge, title, text }) => (
          <Card.Root key={id} variant="outline" borderTopWidth="4px" borderTopColor="purple.500">
            <Card.Body gap="3">
              <Card.Title as="h3">{t(title)}</Card.Title>
              <Badge colorPalette={id === 'three' ? 'gray' : 'green'} size="lg" alignSelf="flex-start">
                {t(badge)}
              </Badge>
              <Card.Description>{t(text)}</Card.Description>
              {/* The split drawn as proportional bars; the numbers are in the text above. */}
              <HStack gap="1" aria-hidden="true">
                {split.map((share, step) => (
                  <Box key={step} flex={share} bg="purple.100" borderRadius="sm" py="1" textAlign="center">
                    <Text fontSize="xs" fontWeight="semibold" color="purple.800">
                      {share}%
                    </Text>
                  </Box>
                ))}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
