import { Badge, Button } from '@chakra-ui/react';
import { Clock, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../components/hooks/use-document-title';
import { useScrollToTop } from '../../components/hooks/use-scroll-to-top';
import { ServicesCarouselWhenNear } from '../../components/services/services-carousel-when-near';
import { paths, type ServiceSlug } from '../../config/paths';
import { whatsappLink } from '../../config/site';
import { briefingRoute } from '../../forms/browser-registry';
import { AudienceAndDifferentials } from './audience-and-differentials';
import { AvatarTypes } from './avatar-types';
import { BackToServicesLink } from './back-to-services-link';
import { ClosingCta } from './closing-cta';
import { ContinuumPlans } from './continuum-plans';
import { HeroActions, heroPrimary, heroSecondary } from './hero-actions';
import { InvitationQuote } from './invitation-quote';
import { InvitationStyles } from './invitation-styles';
import { NewTabButton } from './new-tab-button';
import { ServiceHero } from './service-hero';
import { SurveyInvite } from './survey-invite';
import { useServiceSlug } from './use-service-slug';
import { VoiceCloningSteps } from './voice-cloning-steps';

/** The seven service landing pages (spec 000 section 2), one component told apart by the route's slug. */
export function ServiceLandingPage() {
  const slug = useServiceSlug();
  // A fresh page per service: moving from one landing page to another must not keep the previous one's state.
  return <LandingPage key={slug} slug={slug} />;
}

function LandingPage({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation();
  useScrollToTop();
  const name = t(`services.landing.pages.${slug}.name`);
  useDocumentTitle(name);
  // The form whose form.json names this service: a route changed there moves this link too.
  const briefing = briefingRoute(slug);
  const isInvitation = slug === 'convites-cinematograficos';

  return (
    <>
      {/* The invitation page returns to the services section itself (spec 001 section 2). */}
      <BackToServicesLink to={isInvitation ? paths.section('services') : paths.home} />
      <ServiceHero eyebrow={name} title={t(`services.landing.pages.${slug}.title`)} text={t(`services.landing.pages.${slug}.text`)}>
        <HeroActions>
          <Button asChild {...heroPrimary}>
            <RouterLink to={briefing}>{t(`services.landing.pages.${slug}.heroCta`)}</RouterLink>
          </Button>
          {slug === 'videos-cinematograficos' && (
            <NewTabButton href={whatsappLink(t('whatsapp.cinematicQuote'))} {...heroSecondary}>
              <MessageCircle aria-hidden />
              {t('services.landing.whatsappQuote')}
            </NewTabButton>
          )}
        </HeroActions>
        {isInvitation && (
          <Badge alignSelf="flex-start" size="lg" bg="whiteAlpha.200" color="white" px="3" py="1.5">
            <Clock aria-hidden size="1em" />
            {t('services.landing.delivery72h')}
          </Badge>
        )}
      </ServiceHero>

      {slug === 'clonagem-voz' && <VoiceCloningSteps />}
      {slug === 'movaly-continuum' && <ContinuumPlans briefingRoute={briefing} />}
      {slug === 'movaly-continuum' && <SurveyInvite />}
      {isInvitation && <InvitationQuote />}
      {isInvitation && <InvitationStyles />}
      {slug === 'avatares-humanizados' && <AvatarTypes />}

      <AudienceAndDifferentials slug={slug} />
      <ServicesCarouselWhenNear />
      <ClosingCta
        title={t(`services.landing.pages.${slug}.ctaTitle`)}
        text={t(`services.landing.pages.${slug}.ctaText`)}
        note={t('services.landing.contact24h')}
        buttonLabel={t('services.landing.briefingButton')}
        to={briefing}
      />
    </>
  );
}
