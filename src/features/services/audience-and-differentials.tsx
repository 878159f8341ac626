import { Box, Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckList } from './check-list';
import { useTextList } from './use-text-list';

/** The 'Ideal Para' and 'Diferenciais' lists of a landing page, side by side from tablets up. */
export function AudienceAndDifferentials({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const idealFor = useTextList(`services.landing.pages.${slug}.idealFor`);
  const differentials = useTextList(`services.landing.pages.${slug}.differentials`);
  return (
    <Container maxW="6xl" py={{ base: '10', md: '14' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '10', md: '12' }}>
        <Box as="section" aria-labelledby="ideal-para">
          <Heading as="h2" id="ideal-para" size={{ base: 'xl', md: '2xl' }} mb="5">
            {t('services.landing.idealFor')}
          </Heading>
          <CheckList items={idealFor} />
        </Box>
        <Box as="section" aria-labelledby="diferenciais">
          <Heading as="h2" id="diferenciais" size={{ base: 'xl', md: '2xl' }} mb="5">
            {t('services.landing.differentials')}
          </Heading>
          <CheckList items={differentials} />
        </Box>
      </SimpleGrid>
    </Container>
  );
}
