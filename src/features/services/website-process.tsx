import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from './page-section';

/** Spec 000 section 2: discovery, design and prototyping, development, tests and optimisation, launch and support. */
const STEPS = ['discovery', 'design', 'development', 'testing', 'launch'] as const;

export function WebsiteProcess() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('services.website.process.title')} subtitle={t('services.website.process.subtitle')}>
      <Stack as="ol" role="list" listStyleType="none" gap="0">
        {STEPS.map((id, index) => (
          <Flex as="li" key={id} gap="4" align="stretch">
            <Flex direction="column" align="center">
              <Flex
                align="center"
                justify="center"
                boxSize="10"
                flexShrink="0"
                borderRadius="full"
                bg="purple.600"
                color="white"
                fontWeight="bold"
                aria-hidden
              >
                {index + 1}
              </Flex>
              {index < STEPS.length - 1 && <Box flex="1" w="2px" bg="purple.200" my="1" />}
            </Flex>
            <Box pb={index < STEPS.length - 1 ? '8' : '0'} pt="1.5">
              <Heading as="h3" size="lg" mb="1">
                {t(`services.website.process.steps.${id}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`services.website.process.steps.${id}.text`)}</Text>
            </Box>
          </Flex>
        ))}
      </Stack>
    </PageSection>
  );
}
