import { Box, Container, Heading, Link, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formRoute } from '../../forms/browser-registry';

/** Continuum's pointer to the event survey (whose own back link returns here, spec 001 section 2). */
export function SurveyInvite() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" pt={{ base: '10', md: '14' }}>
      <Box as="section" aria-labelledby="survey-invite" borderWidth="1px" borderColor="purple.200" borderRadius="xl" p={{ base: '5', md: '8' }}>
        <Heading as="h2" id="survey-invite" size="lg" mb="2">
          {t('services.landing.survey.title')}
        </Heading>
        <Text color="fg.muted" mb="3">
          {t('services.landing.survey.text')}
        </Text>
        <Link asChild color="purple.700" fontWeight="semibold" focusRingColor="purple.600">
          <RouterLink to={formRoute('convite_pesquisa')}>
            {t('services.landing.survey.link')}
            <ArrowRight aria-hidden size="1em" />
          </RouterLink>
        </Link>
      </Box>
    </Container>
  );
}
