import { Box, Flex, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { Building2, LayoutDashboard, type LucideIcon, Pause, Play, Rocket, ShoppingCart, UserRound } from 'lucide-react';
import { type FocusEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 000 sections 2 and 9: five slides, one every 4 s, back to the first after the last. */
export const AUTO_ADVANCE_MS = 4000;

const SLIDES: { id: 'institutional' | 'landing' | 'ecommerce' | 'portfolio' | 'platform'; icon: LucideIcon }[] = [
  { id: 'institutional', icon: Building2 },
  { id: 'landing', icon: Rocket },
  { id: 'ecommerce', icon: ShoppingCart },
  { id: 'portfolio', icon: UserRound },
  { id: 'platform', icon: LayoutDashboard },
];

/**
 * The kinds of site the studio builds, as an auto-rotating carousel (WAI-ARIA APG carousel pattern):
 * rotation stops while the pointer is over it or focus is inside it, and a button stops it for good
 * (WCAG 2.2.2, content that moves for more than 5 s).
 */
export function WebsiteCarousel() {
  const { t } = useTranslation();
  const headingId = useId();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !hovered && !focused && !stopped;

  useEffect(() => {
    if (!rotating) return;
    // Keyed on the current slide: a jump by a dot also gives that slide its full 4 s.
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % SLIDES.length), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      as="section"
      aria-roledescription={t('services.website.carousel.roleDescription')}
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Flex align="center" justify="space-between" gap="4" mb="5">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
          {t('services.website.carousel.title')}
        </Heading>
        <IconButton
          variant="outline"
          colorPalette="purple"
          size="sm"
          aria-label={t(stopped ? 'services.website.carousel.play' : 'services.website.carousel.pause')}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <Play aria-hidden /> : <Pause aria-hidden />}
        </IconButton>
      </Flex>

      <Box onFocus={() => setFocused(true)} onBlur={onBlur}>
        {/* Announce slide changes only when the visitor caused them, not every 4 s. */}
        <Box aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
          {SLIDES.map(({ id, icon: SlideIcon }, index) => (
            <Flex
              key={id}
              role="group"
              aria-roledescription={t('services.website.carousel.slideRoleDescription')}
              aria-label={t('services.website.carousel.slideLabel', { number: index + 1, total: SLIDES.length })}
              hidden={index !== current}
              // the hidden attribute alone loses to the display of Chakra's class
              display={index === current ? 'flex' : 'none'}
              direction={{ base: 'column', md: 'row' }}
              align={{ base: 'flex-start', md: 'center' }}
              gap={{ base: '4', md: '8' }}
              minH={{ base: '15rem', md: '14rem' }}
              p={{ base: '6', md: '10' }}
              borderRadius="2xl"
              bgGradient="to-br"
              gradientFrom="purple.800"
              gradientTo="pink.700"
              color="white"
              animation="fade-in 0.4s ease-out"
              _motionReduce={{ animation: 'none' }}
            >
              <Flex align="center" justify="center" boxSize={{ base: '14', md: '20' }} flexShrink="0" borderRadius="xl" bg="whiteAlpha.200">
                <SlideIcon aria-hidden size="40" />
              </Flex>
              <Box>
                <Heading as="h3" size={{ base: 'lg', md: '2xl' }} mb="2">
                  {t(`services.website.carousel.slides.${id}.title`)}
                </Heading>
                <Text fontSize={{ base: 'md', md: 'lg' }} color="purple.50">
                  {t(`services.website.carousel.slides.${id}.text`)}
                </Text>
              </Box>
            </Flex>
          ))}
        </Box>

        <HStack justify="center" gap="1" mt="3" role="group" aria-label={t('services.website.carousel.dots')}>
          {SLIDES.map(({ id }, index) => (
            <IconButton
              key={id}
              variant="ghost"
              colorPalette="purple"
              size="sm"
              aria-label={t('services.website.carousel.goTo', {
                number: index + 1,
                title: t(`services.website.carousel.slides.${id}.title`),
              })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            >
              <Box
                aria-hidden
                boxSize="3"
                borderRadius="full"
                bg={index === current ? 'purple.600' : 'transparent'}
                borderWidth="2px"
                borderColor="purple.600"
                transition="background 0.2s"
              />
            </IconButton>
          ))}
        </HStack>
      </Box>
    </Box>
  );
}
