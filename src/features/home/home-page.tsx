import { ServicesCarouselWhenNear } from '../../components/services/services-carousel-when-near';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { QrSection } from './qr-section';
import { QuickActions } from './quick-actions';
import { ServicesGrid } from './services-grid';
import { lazyNamed, WhenNear } from '../../components/ui/when-near';

/*
 * Below the fold, the parts with heavy code (Embla for the carousel, the newsletter form and its
 * toast) are fetched when they come near the screen; the space they take is held so nothing moves.
 */
const NewsletterCard = lazyNamed(() => import('./newsletter-card'), 'NewsletterCard');

/** The front page, in the order of spec 000 section 2; sections with anchors: hero, about, services, contact. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesCarouselWhenNear />
      <ServicesGrid />
      <QrSection />
      <ContactSection />
      <WhenNear component={NewsletterCard} props={{}} minH={{ base: '52rem', md: '34rem' }} />
      <QuickActions />
    </>
  );
}
