import { Badge, Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CheckList } from './check-list';
import { PageSection } from './page-section';
import { useTextList } from './use-text-list';

/** Spec 000 section 9: three plans, all priced on request; Profissional is the one marked popular. */
const PLANS = [
  { id: 'essencial', popular: false },
  { id: 'profissional', popular: true },
  { id: 'enterprise', popular: false },
] as const;

type PlanId = (typeof PLANS)[number]['id'];

function PlanCard({ id, popular, briefingRoute }: { id: PlanId; popular: boolean; briefingRoute: string }) {
  const { t } = useTranslation();
  const features = useTextList(`services.landing.plans.${id}.features`);
  const name = t(`services.landing.plans.${id}.name`);
  return (
    <Card.Root
      as="li"
      variant={popular ? 'elevated' : 'outline'}
      borderWidth={popular ? '2px' : '1px'}
      borderColor={popular ? 'purple.600' : undefined}
      position="relative"
    >
      <Card.Header gap="2">
        {popular && (
          <Badge colorPalette="purple" variant="solid" alignSelf="flex-start" size="md">
            {t('services.landing.plans.popular')}
          </Badge>
        )}
        <Heading as="h3" size="xl">
          {name}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" color="purple.700">
          {t('services.landing.plans.price')}
        </Text>
      </Card.Header>
      <Card.Body>
        <CheckList items={features} />
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="purple" variant={popular ? 'solid' : 'outline'} width="full">
          <RouterLink to={briefingRoute}>{t('services.landing.plans.choose', { plan: name })}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The Continuum subscription plans, each leading to the Continuum briefing. */
export function ContinuumPlans({ briefingRoute }: { briefingRoute: string }) {
  const { t } = useTranslation();
  return (
    <PageSection title={t('services.landing.plans.title')} subtitle={t('services.landing.plans.subtitle')} tinted>
      <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} id={plan.id} popular={plan.popular} briefingRoute={briefingRoute} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
