import { lazyNamed, WhenNear } from '../ui/when-near';

// Embla and the carousel's code are fetched when it comes near the screen.
const ServicesCarousel = lazyNamed(() => import('./services-carousel'), 'ServicesCarousel');

/**
 * The services carousel below the fold of the home and landing pages: its code and its hydration
 * wait until it comes near the screen; the space it takes is held meanwhile, so nothing below moves.
 */
export function ServicesCarouselWhenNear() {
  return <WhenNear component={ServicesCarousel} props={{}} minH={{ base: '44rem', md: '42rem' }} />;
}
