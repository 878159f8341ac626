import { Box, Card, Flex, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ServiceArt } from './service-art';
import { ServiceCardLink, ServiceCardText, ServiceIconTile } from './service-card-parts';
import type { ServiceItem } from './service-item';
import { useServiceText } from './use-service-text';

/** The five generic selling points every carousel card lists (spec 000 section 4). */
const HOOK_KEYS = [
  'services.hooks.story',
  'services.hooks.quality',
  'services.hooks.ai',
  'services.hooks.revisions',
  'services.hooks.contact',
] as const;

export function ServicesCarouselCard({ service }: { service: ServiceItem }) {
  const { t } = useTranslation();
  const { title, description } = useServiceText()(service);
  return (
    <Card.Root h="full" overflow="hidden" variant="elevated" rounded="xl">
      <ServiceArt service={service} />
      <Card.Body gap="3">
        <Flex align="center" gap="3">
          <ServiceIconTile name={service.icon} beside />
          <Heading as="h3" size="md">
            {title}
          </Heading>
        </Flex>
        <ServiceCardText description={description} points={HOOK_KEYS.map((key) => t(key))} />
      </Card.Body>
      <Card.Footer>
        <Box>
          <ServiceCardLink to={service.link} label={t('services.carousel.detailsAbout', { title })}>
            {t('services.carousel.details')}
          </ServiceCardLink>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
