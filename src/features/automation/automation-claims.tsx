import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The two marketing claims both automation pages make (spec 000 section 1, spec 001 section 9). */
const CLAIMS = [
  { value: 'automation.claims.response.value', label: 'automation.claims.response.label' },
  { value: 'automation.claims.scheduling.value', label: 'automation.claims.scheduling.label' },
] as const;

export function AutomationClaims() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="automation-claims" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="automation-claims" size={{ base: 'xl', md: '2xl' }} mb="6" textAlign="center">
          {t('automation.claims.title')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl" mx="auto">
          {CLAIMS.map((claim) => (
            <Box key={claim.value} borderWidth="1px" borderRadius="xl" p="6" textAlign="center" bg="purple.subtle">
              <Text fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" color="purple.700" lineHeight="1">
                {t(claim.value)}
              </Text>
              <Text mt="2" fontWeight="medium">
                {t(claim.label)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
