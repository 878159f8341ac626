import { i18next } from '../../i18n';
import type { ServiceItem } from './service-item';

/** Spec 000 section 7: a failed query is retried 3 times, waiting twice as long each time (at most 30 s). */
const RETRIES = 3;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** A loaded list is reused for 5 minutes (the spec's cache lifetime), then asked for again. */
const CACHE_MS = 5 * 60_000;

let cache: { promise: Promise<ServiceItem[]>; startedAt: number } | undefined;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetries(): Promise<ServiceItem[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      // Loaded on demand so Firebase never weighs on the first paint of the page.
      const { listActiveServices } = await import('../../backend/services');
      return await listActiveServices();
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await wait(Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS));
    }
  }
}

/**
 * The active services, fetched once for every list on the page (carousel and grid share the same
 * promise). A failure is announced once, by a toast, and forgotten so the next visit tries again.
 */
export function loadActiveServices(): Promise<ServiceItem[]> {
  if (!cache || Date.now() - cache.startedAt > CACHE_MS) {
    const promise = fetchWithRetries();
    cache = { promise, startedAt: Date.now() };
    promise.catch((error: unknown) => {
      if (cache?.promise === promise) cache = undefined;
      console.warn('Services could not be loaded; showing the built-in list.', error);
      // The toast machinery is not part of the first paint: fetched only when there is something to say.
      void import('../ui/toaster').then(({ toaster }) =>
        toaster.create({
          type: 'error',
          title: i18next.t('services.errors.title'),
          description: i18next.t('services.errors.loadFailed'),
        }),
      );
    });
  }
  return cache.promise;
}
