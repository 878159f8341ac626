import { Box, Button, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { pageForms } from '../../forms/registry.browser';

/** The studio's front page: what it does and the briefings a visitor can start from here. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Box bgGradient="to-br" gradientFrom="purple.700" gradientTo="purple.900" color="white" py={{ base: '16', md: '24' }}>
        <Container maxW="6xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb="4">
            {t('home.title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl">
            {t('home.subtitle')}
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py="12" as="section" aria-labelledby="briefings-heading">
        <Heading as="h2" id="briefings-heading" size="2xl" mb="6">
          {t('home.briefings')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {pageForms.map(({ id, meta }) => (
            <Button key={id} asChild variant="outline" colorPalette="purple" size="lg" whiteSpace="normal" h="auto" py="4">
              <RouterLink to={meta.route}>{t(`home.forms.${id}`, { defaultValue: meta.texts.title })}</RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
