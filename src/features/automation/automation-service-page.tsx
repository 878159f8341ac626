import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AutomationAudiences } from './automation-audiences';
import { AutomationBenefits } from './automation-benefits';
import { AutomationClaims } from './automation-claims';
import { AutomationCta } from './automation-cta';
import { AutomationHero } from './automation-hero';
import { automationServiceOf } from './automation-services';
import { AvailabilityGuard } from './availability-guard';

/** /automacao-instagram and /integracao-whatsapp: shown only while their service is switched on. */
export function AutomationServicePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const service = automationServiceOf(pathname);
  const title = t(service.texts.title);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    // Put the previous title back on leaving, so the next page never shows this one's name.
    const previous = document.title;
    document.title = `${title} | Movaly`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    // Keyed by slug: moving between the two pages re-checks instead of reusing the last answer.
    <AvailabilityGuard key={service.slug} slug={service.slug}>
      <AutomationHero service={service} />
      <AutomationClaims />
      <AutomationAudiences service={service} />
      <AutomationBenefits service={service} />
      <AutomationCta service={service} />
    </AvailabilityGuard>
  );
}
