import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { HydrateApart } from '../components/hydrate-apart';

// The toast region is code the first paint never needs: it mounts once the page is up.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

let resolveReady: () => void = () => {};
/** Resolves once the page answers: a prerendered page wholly hydrated, a client-rendered one committed. */
export const appReady = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/**
 * Last in the tree and in a boundary of its own, so on a prerendered page its effect runs in the
 * commit that hydrates the parts left for later (HydrateApart), not in the root's first one.
 */
function MarkReady() {
  useEffect(() => {
    // Every handler is attached: `html[data-app="ready"]` tells a test when a keyboard shortcut,
    // which unlike a click is not replayed, can be pressed.
    document.documentElement.dataset.app = 'ready';
    resolveReady();
  }, []);
  return null;
}

/** The providers around the router, the same in the browser and in the build-time prerender. */
export function App({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <ChakraProvider value={system}>
      {children}
      <HydrateApart>
        <MarkReady />
      </HydrateApart>
      {mounted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
