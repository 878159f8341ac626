import { Box, Card, Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AutomationService } from './automation-services';

/** 'Diferenciais' (Instagram) or 'Benefícios' (WhatsApp): what the visitor gets. */
export function AutomationBenefits({ service }: { service: AutomationService }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="automation-benefits" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="automation-benefits" size={{ base: 'xl', md: '2xl' }} mb="6">
          {t(service.texts.benefitsTitle)}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {service.benefits.map(({ icon: BenefitIcon, title, text }) => (
            <Card.Root key={title} variant="outline">
              <Card.Body gap="3">
                <Box color="purple.600" bg="purple.subtle" borderRadius="lg" p="2" alignSelf="flex-start">
                  <BenefitIcon size="24" aria-hidden="true" />
                </Box>
                <Card.Title as="h3">{t(title)}</Card.Title>
                <Card.Description>{t(text)}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
