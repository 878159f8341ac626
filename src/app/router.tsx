import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageSpinner } from '../components/ui/page-spinner';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { HomePage } from '../features/home/home-page';
import { SiteLayout } from '../features/layout/site-layout';
import { loadForm, pageForms } from '../forms/browser-registry';
import { withStrings } from '../i18n';

/*
 * Each public route names the translation namespaces it shows (src/i18n/namespaces.ts): its lazy()
 * resolves once both its code and its strings are there. The layout's own come with the app's start.
 */
const SERVICES_NS = ['features/services', 'components/services'];
const HOME_NS = ['features/home', 'features/home.leads', 'components/services'];

/*
 * Every page but the home page is its own chunk, loaded when visited; a briefing route also loads
 * its form's questions (in parallel with the page code). The app's start resolves the first page's
 * lazy() before the router exists (src/app/start.tsx) and so before any loader runs: lazy() starts
 * the questions too, and the loader then finds them loading (loadForm keeps one promise per form).
 * A briefing's loader data (the form, with its validator's functions) cannot travel in the
 * prerendered page: the route's id names it, and the app's start hands the router the form itself.
 */
export const BRIEFING_ROUTE_ID = 'briefing:';
const briefingRoutes = pageForms.map(({ id, meta }) => ({
  id: `${BRIEFING_ROUTE_ID}${id}`,
  path: meta.route,
  handle: { formId: id },
  loader: () => loadForm(id),
  lazy: async () => {
    void loadForm(id);
    return { Component: (await import('../features/briefings/briefing-page')).BriefingPage };
  },
}));

const serviceRoutes = paths.serviceSlugs.map((slug) => ({
  path: `/${slug}`,
  handle: { slug },
  lazy: withStrings(SERVICES_NS, async () => ({
    Component: (await import('../features/services/service-landing-page')).ServiceLandingPage,
  })),
}));

const automationRoutes = [paths.instagramService, paths.whatsappService].map((path) => ({
  path,
  lazy: withStrings(['features/automation', ...SERVICES_NS], async () => ({
    Component: (await import('../features/automation/automation-service-page')).AutomationServicePage,
  })),
}));

/*
 * The staff area: Firebase Auth, full Firestore and their strings load only with these chunks. The
 * gate sends signed-out visitors to /login (and back afterwards) and keeps non-staff accounts out.
 */
const staffRoutes = [
  {
    // The admin home opens on the inbox: its loader starts the first page's query with the route.
    path: paths.admin,
    lazy: async () => {
      const { AdminHomePage, inboxLoader } = await import('../features/admin/admin-home-page');
      return { Component: AdminHomePage, loader: inboxLoader };
    },
  },
  // The services' names and descriptions in the staff member's language are the public cards' strings.
  {
    path: paths.adminServices,
    lazy: withStrings(['components/services'], async () => ({ Component: (await import('../features/admin/services/services-page')).ServicesPage })),
  },
  { path: paths.adminLeads, lazy: async () => ({ Component: (await import('../features/admin/inbox/lead-index-page')).LeadIndexPage }) },
  {
    path: `${paths.adminLeads}/:formId`,
    lazy: async () => {
      const { LeadTablePage, leadTableLoader } = await import('../features/admin/inbox/lead-table-page');
      return { Component: LeadTablePage, loader: leadTableLoader() };
    },
  },
  {
    path: paths.adminFormSites,
    lazy: async () => {
      const { LeadTablePage, leadTableLoader } = await import('../features/admin/inbox/lead-table-page');
      return { Component: () => <LeadTablePage formId={paths.formSitesFormId} />, loader: leadTableLoader(paths.formSitesFormId) };
    },
  },
  {
    path: `${paths.adminLeads}/:formId/:docId`,
    lazy: async () => ({ Component: (await import('../features/admin/lead/lead-detail-page')).LeadDetailPage }),
  },
  { path: paths.adminTeam, lazy: async () => ({ Component: (await import('../features/admin/team/team-page')).TeamPage }) },
  { path: paths.adminPrivacy, lazy: async () => ({ Component: (await import('../features/admin/privacy/privacy-page')).PrivacyPage }) },
  { path: paths.adminNewsletter, lazy: async () => ({ Component: (await import('../features/admin/newsletter/newsletter-page')).NewsletterPage }) },
  { path: paths.emailTest, lazy: async () => ({ Component: (await import('../features/admin/settings/email-test-page')).EmailTestPage }) },
  // The form preview carries the checker and a schema compiler (Ajv): they load on this page only.
  { path: paths.adminPreview, lazy: async () => ({ Component: (await import('../features/admin/form-preview/form-preview-page')).FormPreviewPage }) },
  { path: paths.adminFunnel, lazy: async () => ({ Component: (await import('../features/admin/funnel/funnel-page')).FunnelPage }) },
  {
    path: paths.adminCampaignLinks,
    lazy: async () => ({ Component: (await import('../features/admin/campaign-links/campaign-links-page')).CampaignLinksPage }),
  },
  {
    path: paths.adminAvailability,
    lazy: async () => ({ Component: (await import('../features/admin/availability/availability-page')).AvailabilityPage }),
  },
  // The visual form editor writes schemas/ through the dev server (issue 20): a build drops the route
  // and its code (import.meta.env.DEV is false there), so the address is the not-found page.
  ...(import.meta.env.DEV
    ? [{ path: paths.adminEditor, lazy: async () => ({ Component: (await import('../features/admin/form-editor/form-editor-page')).FormEditorPage }) }]
    : []),
];

/**
 * The route table, shared by the browser (src/main.tsx creates the router) and the build-time
 * prerender (src/prerender-entry.tsx renders the public routes with a static router).
 */
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      // The home page is in the entry chunk (it is where most visits start); only its strings load.
      { index: true, lazy: withStrings(HOME_NS, async () => ({ Component: HomePage })) },
      ...serviceRoutes,
      {
        path: paths.websiteService,
        lazy: withStrings(SERVICES_NS, async () => ({
          Component: (await import('../features/services/website-service-page')).WebsiteServicePage,
        })),
      },
      ...automationRoutes,
      {
        path: paths.payments,
        lazy: withStrings(['features/payments'], async () => ({
          Component: (await import('../features/payments/payments-page')).PaymentsPage,
        })),
      },
      {
        path: paths.buttonTest,
        lazy: withStrings(['features/button-test'], async () => ({
          Component: (await import('../features/button-test/button-test-page')).ButtonTestPage,
        })),
      },
      ...briefingRoutes,
      // A booked call's page, opened from the visitor's e-mail: its strings come with its chunk.
      { path: paths.manageCall, lazy: async () => ({ Component: (await import('../features/booking/manage-call-page')).ManageCallPage }) },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({ Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage }),
      },
      // A staff invitation's link: before the gate, whoever opens it is not staff yet (issue 37).
      { path: paths.staffInvite, lazy: async () => ({ Component: (await import('../features/auth/invite-page')).InvitePage }) },
      {
        lazy: async () => {
          const { StaffGate, staffAreaLoader } = await import('../features/auth/staff-gate');
          // Its read is for the first render only: a later navigation (a search's URL) asks nothing again.
          return { Component: StaffGate, loader: staffAreaLoader, shouldRevalidate: () => false };
        },
        children: staffRoutes,
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
