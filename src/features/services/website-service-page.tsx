import { Button, Container } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../components/hooks/use-document-title';
import { useScrollToTop } from '../../components/hooks/use-scroll-to-top';
import { paths } from '../../config/paths';
import { whatsappLink } from '../../config/site';
import { briefingRoute } from '../../forms/browser-registry';
import { BackToServicesLink } from './back-to-services-link';
import { HeroActions, heroPrimary, heroSecondary } from './hero-actions';
import { NewTabButton } from './new-tab-button';
import { ServiceHero } from './service-hero';
import { WebsiteBenefits } from './website-benefits';
import { WebsiteCarousel } from './website-carousel';
import { WebsiteContact } from './website-contact';
import { WebsiteProcess } from './website-process';

/** The website briefing: the form whose form.json names this service (schemas/criacao_sites). */
const BRIEFING_ROUTE = briefingRoute('criacao-desenvolvimento-sites');

/** /criacao-desenvolvimento-sites: hero, carousel, six benefits, five-step process, contact. */
export function WebsiteServicePage() {
  const { t } = useTranslation();
  useScrollToTop();
  useDocumentTitle(t('services.website.name'));

  return (
    <>
      <BackToServicesLink to={paths.home} />
      <ServiceHero eyebrow={t('services.website.name')} title={t('services.website.hero.title')} text={t('services.website.hero.text')}>
        <HeroActions>
          <Button asChild {...heroPrimary}>
            <RouterLink to={BRIEFING_ROUTE}>{t('services.website.hero.briefing')}</RouterLink>
          </Button>
          <NewTabButton href={whatsappLink(t('whatsapp.servicesQuote'))} {...heroSecondary}>
            <MessageCircle aria-hidden />
            {t('services.website.hero.whatsapp')}
          </NewTabButton>
        </HeroActions>
      </ServiceHero>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <WebsiteCarousel />
      </Container>
      <WebsiteBenefits />
      <WebsiteProcess />
      <WebsiteContact briefingRoute={BRIEFING_ROUTE} />
    </>
  );
}
