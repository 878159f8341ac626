import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RENDERED_ALWAYS } from '../../components/ui/later-sections';
import { GRID_DEFAULT_SERVICES } from '../../components/services/default-services';
import { useServices } from '../../components/services/use-services';
import type { ServiceItem } from '../../components/services/service-item';
import { ServicesGridCard } from './services-grid-card';
import { groupServices } from './services-groups';

/**
 * The services by section, each card leading to its page. Nothing is listed while loading (spec 000
 * section 7), except for a browser without JavaScript, which gets the built-in cards from the
 * prerendered page (a <noscript> the browser with JavaScript neither shows nor hydrates).
 */
export function ServicesGrid() {
  const { t } = useTranslation();
  const { status, services } = useServices(GRID_DEFAULT_SERVICES);
  return (
    <Box as="section" id="services" {...RENDERED_ALWAYS} aria-labelledby="services-title" py={{ base: '12', md: '20' }} minH={status === 'loading' ? '50vh' : undefined}>
      <Container maxW="6xl">
        <Heading as="h2" id="services-title" size={{ base: '2xl', md: '3xl' }} textAlign="center">
          {t('home.services.title')}
        </Heading>
        <Text color="fg.muted" textAlign="center" mt="2" mb="10" maxW="2xl" mx="auto">
          {t('home.services.subtitle')}
        </Text>
        {status === 'loading' ? (
          <noscript>
            <ServiceGroups services={GRID_DEFAULT_SERVICES} />
          </noscript>
        ) : (
          <ServiceGroups services={services} />
        )}
      </Container>
    </Box>
  );
}

function ServiceGroups({ services }: { services: readonly ServiceItem[] }) {
  const { t } = useTranslation();
  const groups = groupServices(services);
  return (
        <Stack gap="12">
          {groups.map((group) => (
            <Box key={group.title}>
              <Heading as="h3" size="xl" mb="5" color="purple.800">
                {t(group.title)}
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
                {group.services.map((service) => (
                  <ServicesGridCard key={service.id} service={service} />
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
  );
}
