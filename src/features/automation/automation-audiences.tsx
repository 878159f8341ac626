import { Box, Container, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AutomationService } from './automation-services';

/** The 'Ideal Para' list: who the service is for. */
export function AutomationAudiences({ service }: { service: AutomationService }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="automation-audiences" py={{ base: '10', md: '14' }} bg="bg.subtle">
      <Container maxW="6xl">
        <Heading as="h2" id="automation-audiences" size={{ base: 'xl', md: '2xl' }} mb="6">
          {t(service.texts.audiencesTitle)}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="3">
          {service.audiences.map((key) => (
            <HStack as="li" key={key} align="flex-start" gap="3" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
              <Box color="green.600" flexShrink={0} mt="0.5">
                <CircleCheck size="20" aria-hidden="true" />
              </Box>
              <Text>{t(key)}</Text>
            </HStack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
