import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { HydrateApart } from '../components/ui/hydrate-apart';
import { system } from './system';

// The toast region is code the first paint never needs: it mounts once the page is up.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

/** The providers around the router, the same in the browser and in the build-time prerender. */
export function App({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <ChakraProvider value={system}>
      {/* A part of its own, so `appReady` also comes on a page without the site's layout. */}
      <HydrateApart>{children}</HydrateApart>
      {mounted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
