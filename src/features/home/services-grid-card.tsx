import { Card, Flex, Heading, Icon, Link, List, Text } from '@chakra-ui/react';
import { ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ServiceIcon } from '../../components/services/service-icons';
import type { ServiceItem } from '../../components/services/service-item';
import { useServiceText } from '../../components/services/use-service-text';

/** The three generic feature lines of every grid card (spec 000 section 4). */
const FEATURE_KEYS = ['home.services.features.custom', 'home.services.features.team', 'home.services.features.contact'] as const;

export function ServicesGridCard({ service }: { service: ServiceItem }) {
  const { t } = useTranslation();
  const { title, description } = useServiceText()(service);
  return (
    <Card.Root as="li" h="full" variant="outline" rounded="xl" _hover={{ shadow: 'md', borderColor: 'purple.300' }} transition="all 0.2s">
      <Card.Body gap="3">
        <Flex boxSize="12" align="center" justify="center" rounded="lg" bg="purple.100" color="purple.700">
          <Icon asChild boxSize="6">
            <ServiceIcon name={service.icon} />
          </Icon>
        </Flex>
        <Heading as="h4" size="md">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
        <List.Root gap="1.5" variant="plain" fontSize="sm">
          {FEATURE_KEYS.map((key) => (
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
        <Link asChild color="purple.700" fontWeight="semibold">
          <RouterLink to={service.link} aria-label={t('home.services.learnMoreAbout', { title })}>
            {t('home.services.learnMore')}
            <ArrowRight aria-hidden="true" size={16} />
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
