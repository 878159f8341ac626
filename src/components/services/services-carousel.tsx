import { Box, Container, Flex, Heading, IconButton, Skeleton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_DEFAULT_SERVICES } from './default-services';
import { ServicesCarouselCard } from './services-carousel-card';
import type { ServiceItem } from './service-item';
import { useServices } from './use-services';
import { useServicesCarousel } from './use-services-carousel';

export interface ServicesCarouselProps {
  /** Replaces the default heading (a landing page may word it for its own context). */
  title?: string;
}

/**
 * The rotating list of active services, used by the home page and the service landing pages:
 * 1 card on phones, 2 from md, 3 from lg; every 4 s, held while hovered or focused.
 */
export function ServicesCarousel({ title }: ServicesCarouselProps = {}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { status, services } = useServices(CAROUSEL_DEFAULT_SERVICES);
  return (
    <Box as="section" aria-labelledby={headingId} aria-roledescription="carousel" py={{ base: '12', md: '16' }} bg="bg.subtle">
      <Container maxW="6xl">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} textAlign="center">
          {title ?? t('services.carousel.title')}
        </Heading>
        <Text color="fg.muted" textAlign="center" mt="2" mb="8" maxW="2xl" mx="auto">
          {t('services.carousel.subtitle')}
        </Text>
        {status === 'loading' ? <CarouselPlaceholder /> : <Slides services={services} />}
      </Container>
    </Box>
  );
}

function CarouselPlaceholder() {
  const { t } = useTranslation();
  return (
    <Flex gap="4" aria-busy="true" role="status" aria-label={t('common.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h="md" flex="1" rounded="xl" display={{ base: i === 0 ? 'block' : 'none', md: i < 2 ? 'block' : 'none', lg: 'block' }} />
      ))}
    </Flex>
  );
}

function Slides({ services }: { services: readonly ServiceItem[] }) {
  const { t } = useTranslation();
  const { viewportRef, regionProps, playing, paused, togglePaused, previous, next } = useServicesCarousel();
  return (
    <Box {...regionProps}>
      <Box ref={viewportRef} overflow="hidden" aria-live={playing ? 'off' : 'polite'}>
        <Flex ml="-4" style={{ touchAction: 'pan-y pinch-zoom' }}>
          {services.map((service, index) => (
            <Box
              key={service.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('services.carousel.slideLabel', { index: index + 1, total: services.length })}
              flex={{ base: '0 0 100%', md: '0 0 50%', lg: '0 0 33.3333%' }}
              minW="0"
              pl="4"
              py="2"
            >
              <ServicesCarouselCard service={service} />
            </Box>
          ))}
        </Flex>
      </Box>
      <Flex justify="center" align="center" gap="3" mt="6">
        <IconButton variant="outline" rounded="full" colorPalette="purple" aria-label={t('services.carousel.previous')} onClick={previous}>
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <IconButton
          variant="ghost"
          rounded="full"
          colorPalette="purple"
          aria-label={t(paused ? 'services.carousel.play' : 'services.carousel.pause')}
          onClick={togglePaused}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </IconButton>
        <IconButton variant="outline" rounded="full" colorPalette="purple" aria-label={t('services.carousel.next')} onClick={next}>
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </Flex>
    </Box>
  );
}
