import { ServicesCarousel } from '../../components/services/services-carousel';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { NewsletterCard } from './newsletter-card';
import { QrSection } from './qr-section';
import { QuickActions } from './quick-actions';
import { ServicesGrid } from './services-grid';

/** The front page, in the order of spec 000 section 2; sections with anchors: hero, about, services, contact. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesCarousel />
      <ServicesGrid />
      <QrSection />
      <ContactSection />
      <NewsletterCard />
      <QuickActions />
    </>
  );
}
