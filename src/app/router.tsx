import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '../components/ui/page-spinner';
import { SiteLayout } from '../components/layout/site-layout';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { HomePage } from '../features/home/home-page';
import { pageForms, loadForm } from '../forms/registry.browser';

/** One route per form folder; the page code and the form's questions load only on that route. */
const briefingRoutes = pageForms.map(({ id, meta }) => ({
  path: meta.route,
  loader: () => loadForm(id),
  lazy: async () => ({ Component: (await import('../features/briefings/briefing-page')).BriefingPage }),
}));

export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [{ index: true, Component: HomePage }, ...briefingRoutes, { path: '*', Component: NotFoundPage }],
  },
]);
