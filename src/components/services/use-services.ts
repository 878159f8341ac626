import { startTransition, useEffect, useState } from 'react';
import { loadActiveServices } from './load-services';
import type { ServiceItem } from './service-item';

export type ServicesStatus = 'loading' | 'loaded' | 'error';

export interface ServicesState {
  status: ServicesStatus;
  /** Empty while loading; the given defaults when the backend has none or fails. */
  services: readonly ServiceItem[];
}

/**
 * The active services for a list. The request starts in an effect, after the first paint.
 * `defaults` must be a stable (module-level) array. The list arrives as a transition: React renders
 * its cards in slices that give the main thread back every few milliseconds, not in one long task
 * while the visitor may be scrolling or typing.
 */
export function useServices(defaults: readonly ServiceItem[]): ServicesState {
  const [state, setState] = useState<ServicesState>({ status: 'loading', services: [] });

  useEffect(() => {
    let current = true;
    loadActiveServices().then(
      (services) => {
        if (current) startTransition(() => setState({ status: 'loaded', services: services.length ? services : defaults }));
      },
      () => {
        if (current) startTransition(() => setState({ status: 'error', services: defaults }));
      },
    );
    return () => {
      current = false;
    };
  }, [defaults]);

  return state;
}
