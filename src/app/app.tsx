import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { appReady, HydrateApart } from '../components/ui/hydrate-apart';
import { EMOTION_KEY } from './emotion-cache';
import { getSystem } from './system';

// The toast region is code the first paint never needs: it mounts once the page is up.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

/**
 * A prerendered page already holds Chakra's global styles, its reset,
 * base styles and some 660 token variables, in the <style> elements Emotion's <Global> wrote at build
 * time. Hydrating those <Global>s would only serialise and hash that 40 kB of CSS again, in the task
 * that hydrates the page's root, which React cannot split: they get nothing to do. The browser keeps
 * the prerendered elements (Emotion removes a <Global>'s styles only when it unmounts, and these
 * elements are not its own). A page rendered in the browser alone (the staff area) gets them as usual.
 */
let providerSystem: SystemContext | undefined;
function systemForProvider(): SystemContext {
  if (providerSystem) return providerSystem;
  const system = getSystem();
  const prerenderedGlobals = typeof document !== 'undefined' && !!document.querySelector(`style[data-emotion^="${EMOTION_KEY}-global "]`);
  // Copied by descriptors, not by spreading: spreading would read `_global`, which our patch of
  // Chakra (patches/) makes Chakra work out on first read instead of in createSystem.
  providerSystem = prerenderedGlobals
    ? (Object.defineProperties({}, {
        ...Object.getOwnPropertyDescriptors(system),
        _global: { value: [], enumerable: true },
        _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
      }) as SystemContext)
    : system;
  return providerSystem;
}

/**
 * The toast region, mounted when the first toast is asked for. Mounting it (a portal and Zag's toast
 * machine) takes two long tasks on a phone, which most visits never need: the toaster is watched from
 * when every part has hydrated and the browser is idle, and a toast asked for before is found then.
 * The toaster keeps the toasts, so the region shows the one that made it mount. Its own state: were
 * it App's, mounting it would render App again, and while the page's parts are still being hydrated
 * React would then hydrate every part at once, in one long task, to apply that render.
 */
function LateToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void appReady.then(() =>
      whenIdle(async () => {
        const { toaster } = await import('../components/ui/toaster');
        if (cancelled) return;
        if (toaster.getVisibleToasts().length > 0) setMounted(true);
        else stop = toaster.subscribe(() => setMounted(true));
      }),
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** `requestIdleCallback`, within a second; a timer where the browser has none (Safari). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 200);
}

/** The providers around the router, the same in the browser and in the build-time prerender. */
export function App({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={systemForProvider()}>
      {/* A part of its own, so `appReady` also comes on a page without the site's layout. */}
      <HydrateApart>{children}</HydrateApart>
      <LateToaster />
    </ChakraProvider>
  );
}
