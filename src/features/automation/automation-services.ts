import type { LucideIcon } from 'lucide-react';
import { Bot, CalendarClock, ChartColumn, Clock, MessageCircle, Send, Share2, Users, Workflow, Zap } from 'lucide-react';
import { paths } from '../../config/paths';
import { briefingRoute } from '../../forms/browser-registry';

/** Translation keys of the texts each page has once (full keys, so the i18n check sees them). */
interface PageTexts {
  eyebrow: string;
  title: string;
  subtitle: string;
  audiencesTitle: string;
  benefitsTitle: string;
  ctaTitle: string;
  ctaText: string;
}

export interface AutomationService {
  /** The `slug` of the service document the availability guard asks about (seeded from src/config/services.json). */
  slug: string;
  /** The route of the form whose form.json names this service. */
  briefing: string;
  texts: PageTexts;
  /** Translation keys of the 'Ideal Para' list. */
  audiences: string[];
  benefits: { icon: LucideIcon; title: string; text: string }[];
}

const instagramBenefit = (id: string, icon: LucideIcon) => ({
  icon,
  title: `automation.instagram.benefits.items.${id}.title`,
  text: `automation.instagram.benefits.items.${id}.text`,
});

const whatsappBenefit = (id: string, icon: LucideIcon) => ({
  icon,
  title: `automation.whatsapp.benefits.items.${id}.title`,
  text: `automation.whatsapp.benefits.items.${id}.text`,
});

const instagram: AutomationService = {
  slug: 'automacao-instagram',
  briefing: briefingRoute('automacao-instagram'),
  texts: {
    eyebrow: 'automation.instagram.hero.eyebrow',
    title: 'automation.instagram.hero.title',
    subtitle: 'automation.instagram.hero.subtitle',
    audiencesTitle: 'automation.instagram.audiences.title',
    benefitsTitle: 'automation.instagram.benefits.title',
    ctaTitle: 'automation.instagram.cta.title',
    ctaText: 'automation.instagram.cta.text',
  },
  audiences: ['stores', 'creators', 'services', 'clinics', 'agencies', 'launches'].map(
    (id) => `automation.instagram.audiences.items.${id}`,
  ),
  benefits: [
    instagramBenefit('instant', Zap),
    instagramBenefit('replies', MessageCircle),
    instagramBenefit('scheduling', CalendarClock),
    instagramBenefit('leads', Send),
    instagramBenefit('brandVoice', Bot),
    instagramBenefit('reports', ChartColumn),
  ],
};

const whatsapp: AutomationService = {
  slug: 'integracao-whatsapp',
  briefing: briefingRoute('integracao-whatsapp'),
  texts: {
    eyebrow: 'automation.whatsapp.hero.eyebrow',
    title: 'automation.whatsapp.hero.title',
    subtitle: 'automation.whatsapp.hero.subtitle',
    audiencesTitle: 'automation.whatsapp.audiences.title',
    benefitsTitle: 'automation.whatsapp.benefits.title',
    ctaTitle: 'automation.whatsapp.cta.title',
    ctaText: 'automation.whatsapp.cta.text',
  },
  audiences: ['clinics', 'stores', 'restaurants', 'services', 'sales', 'schools'].map(
    (id) => `automation.whatsapp.audiences.items.${id}`,
  ),
  benefits: [
    whatsappBenefit('instant', Zap),
    whatsappBenefit('scheduling', CalendarClock),
    whatsappBenefit('chatbot', Clock),
    whatsappBenefit('integrations', Workflow),
    whatsappBenefit('team', Users),
    whatsappBenefit('followUp', Share2),
  ],
};

/** The router renders this feature for both paths; the path says which service it is. */
export function automationServiceOf(pathname: string): AutomationService {
  return pathname.startsWith(paths.whatsappService) ? whatsapp : instagram;
}
