import { Box, Card, Flex, Heading, Icon, Link, List, Text } from '@chakra-ui/react';
import { ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ServiceArt } from './service-art';
import { ServiceIcon } from './service-icons';
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
          <Flex boxSize="10" flexShrink="0" align="center" justify="center" rounded="lg" bg="purple.100" color="purple.700">
            <Icon asChild boxSize="5">
              <ServiceIcon name={service.icon} />
            </Icon>
          </Flex>
          <Heading as="h3" size="md">
            {title}
          </Heading>
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
        <List.Root gap="1.5" variant="plain" fontSize="sm">
          {HOOK_KEYS.map((key) => (
            <List.Item key={key} alignItems="flex-start">
              <List.Indicator asChild color="green.600" boxSize="4" mt="0.5">
                <Check aria-hidden="true" />
              </List.Indicator>
              {t(key)}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Box>
          <Link asChild color="purple.700" fontWeight="semibold">
            <RouterLink to={service.link} aria-label={t('services.carousel.detailsAbout', { title })}>
              {t('services.carousel.details')}
              <ArrowRight aria-hidden="true" size={16} />
            </RouterLink>
          </Link>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
