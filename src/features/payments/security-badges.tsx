import { Box, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SECURITY_BADGES } from './payment-terms';

export function SecurityBadges() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="payment-security">
      <Heading as="h2" id="payment-security" size={{ base: 'xl', md: '2xl' }} mb="6">
        {t('payments.security.title')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {SECURITY_BADGES.map(({ icon: BadgeIcon, label }) => (
          <HStack as="li" key={label} gap="3" borderWidth="1px" borderRadius="lg" p="4" bg="green.50">
            <Box color="green.700" flexShrink={0}>
              <BadgeIcon size="22" aria-hidden="true" />
            </Box>
            <Text fontWeight="medium">{t(label)}</Text>
          </HStack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
