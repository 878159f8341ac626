import { Alert, Box, Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { AudioLines, Cpu, FileAudio, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from './page-section';

/** Spec 000 section 2: base material, AI processing, final result. */
const STEPS: { id: 'material' | 'processing' | 'result'; icon: LucideIcon }[] = [
  { id: 'material', icon: FileAudio },
  { id: 'processing', icon: Cpu },
  { id: 'result', icon: AudioLines },
];

/** How voice cloning works, and what recreating a loved one's voice needs (consent and recordings). */
export function VoiceCloningSteps() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('services.landing.voiceSteps.title')} subtitle={t('services.landing.voiceSteps.subtitle')} tinted>
      <SimpleGrid as="ol" role="list" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {STEPS.map(({ id, icon: StepIcon }, index) => (
          <Card.Root as="li" key={id} variant="elevated">
            <Card.Body gap="3">
              <Flex align="center" gap="3">
                <Flex align="center" justify="center" boxSize="10" borderRadius="full" bg="purple.600" color="white" fontWeight="bold" aria-hidden>
                  {index + 1}
                </Flex>
                <Box color="purple.600">
                  <StepIcon aria-hidden size="28" />
                </Box>
              </Flex>
              <Heading as="h3" size="lg">
                {t(`services.landing.voiceSteps.steps.${id}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`services.landing.voiceSteps.steps.${id}.text`)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Alert.Root status="info" colorPalette="purple" mt="8" borderRadius="lg">
        <Alert.Indicator aria-hidden />
        <Alert.Content>
          <Alert.Title>{t('services.landing.voiceSteps.lovedOnes.title')}</Alert.Title>
          <Alert.Description>{t('services.landing.voiceSteps.lovedOnes.text')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </PageSection>
  );
}
