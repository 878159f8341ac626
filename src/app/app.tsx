import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

// The toast region is code the first paint never needs: it mounts once the page is up.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

/** The providers around the router, the same in the browser and in the build-time prerender. */
export function App({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    // The page now answers (every handler of the first commit attached): `html[data-app="ready"]`
    // tells a test when a keyboard shortcut, which unlike a click is not replayed, can be pressed.
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <ChakraProvider value={defaultSystem}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
