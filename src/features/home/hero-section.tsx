import { Badge, Box, Container, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Clock, Clapperboard, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionLinkButton } from './hero-section-link';

const HIGHLIGHTS = [
  { key: 'home.hero.highlights.contact', icon: Clock },
  { key: 'home.hero.highlights.cinema', icon: Clapperboard },
  { key: 'home.hero.highlights.ai', icon: Sparkles },
] as const;

/** The studio's promise (the page's only h1) and the two ways on: a quote or the portfolio. */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      id="hero"
      aria-labelledby="hero-title"
      color="white"
      bgGradient="to-br"
      gradientFrom="purple.900"
      gradientVia="purple.700"
      gradientTo="pink.600"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="6xl">
        <Stack gap={{ base: '5', md: '6' }} maxW="3xl">
          <Badge alignSelf="flex-start" variant="subtle" bg="whiteAlpha.200" color="white" px="3" py="1" rounded="full" textWrap="wrap">
            {t('home.hero.eyebrow')}
          </Badge>
          <Heading as="h1" id="hero-title" fontSize={{ base: '3xl', sm: '4xl', md: '5xl', lg: '6xl' }} lineHeight="1.1" fontWeight="extrabold">
            {t('home.hero.title')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
            {t('home.hero.text')}
          </Text>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            <SectionLinkButton section="contact" size="lg" focusRingColor="white" bg="white" color="purple.800" _hover={{ bg: 'purple.50' }}>
              {t('home.hero.quote')}
            </SectionLinkButton>
            <SectionLinkButton section="services" size="lg" focusRingColor="white" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              {t('home.hero.portfolio')}
            </SectionLinkButton>
          </Flex>
          <Flex as="ul" listStyleType="none" wrap="wrap" gap={{ base: '3', md: '6' }} pt="2">
            {HIGHLIGHTS.map(({ key, icon: HighlightIcon }) => (
              <Flex as="li" key={key} align="center" gap="2" fontSize="sm" color="whiteAlpha.900">
                <Icon asChild boxSize="4">
                  <HighlightIcon aria-hidden="true" />
                </Icon>
                {t(key)}
              </Flex>
            ))}
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
