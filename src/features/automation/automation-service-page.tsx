import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/hooks/use-document-title';
import { useScrollToTop } from '../../components/hooks/use-scroll-to-top';
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

  useScrollToTop();
  useDocumentTitle(title);

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
