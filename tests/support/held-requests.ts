import type { Route } from '@playwright/test';

/**
 * A gate for routed requests, to see a page's state while it waits on the network for as long as a
 * test needs (a spinner, a disabled button), with no fixed delay that a slow machine could outlast:
 * `page.route(url, held.pass)` holds each matching request until `held.release()`, then lets it and
 * every later one through.
 */
export function heldRequests(): { pass: (route: Route) => Promise<void>; release: () => void } {
  let release = () => {};
  const open = new Promise<void>((resolve) => (release = resolve));
  return {
    pass: async (route) => {
      await open;
      await route.continue();
    },
    release,
  };
}
