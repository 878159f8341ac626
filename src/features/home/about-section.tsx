import { Box, Container, Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Film, HeartHandshake, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionLinkButton } from './hero-section-link';

const PILLARS = [
  { title: 'home.about.pillars.cinema.title', text: 'home.about.pillars.cinema.text', icon: Film },
  { title: 'home.about.pillars.ai.title', text: 'home.about.pillars.ai.text', icon: Sparkles },
  { title: 'home.about.pillars.care.title', text: 'home.about.pillars.care.text', icon: HeartHandshake },
] as const;

/** Who the studio is, what it stands on, and a way to start a conversation. */
export function AboutSection() {
  const { t } = useTranslation();
  return (
    <Box as="section" id="about" aria-labelledby="about-title" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '16' }} alignItems="center">
          <Stack gap="5">
            <Text color="purple.700" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" fontSize="sm">
              {t('home.about.eyebrow')}
            </Text>
            <Heading as="h2" id="about-title" size={{ base: '2xl', md: '3xl' }}>
              {t('home.about.title')}
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              {t('home.about.text')}
            </Text>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              {t('home.about.process')}
            </Text>
            <Box>
              <SectionLinkButton section="contact" size="lg" colorPalette="purple">
                {t('home.about.cta')}
              </SectionLinkButton>
            </Box>
          </Stack>
          <Stack as="ul" listStyleType="none" gap="4">
            {PILLARS.map(({ title, text, icon: PillarIcon }) => (
              <Flex as="li" key={title} gap="4" p="5" rounded="xl" borderWidth="1px" bg="bg.panel">
                <Flex boxSize="12" flexShrink="0" align="center" justify="center" rounded="lg" bg="purple.100" color="purple.700">
                  <Icon asChild boxSize="6">
                    <PillarIcon aria-hidden="true" />
                  </Icon>
                </Flex>
                <Box>
                  <Heading as="h3" size="md" mb="1">
                    {t(title)}
                  </Heading>
                  <Text color="fg.muted">{t(text)}</Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
