import { Card, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ServiceCardLink, ServiceCardText, ServiceIconTile } from '../../components/services/service-card-parts';
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
        <ServiceIconTile name={service.icon} />
        <Heading as="h4" size="md">
          {title}
        </Heading>
        <ServiceCardText description={description} points={FEATURE_KEYS.map((key) => t(key))} />
      </Card.Body>
      <Card.Footer>
        <ServiceCardLink to={service.link} label={t('home.services.learnMoreAbout', { title })}>
          {t('home.services.learnMore')}
        </ServiceCardLink>
      </Card.Footer>
    </Card.Root>
  );
}
