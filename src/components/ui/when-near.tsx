import { Box } from '@chakra-ui/react';
import { type ComponentProps, type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense, useRef } from 'react';
import { useNear } from './use-near';

/** About a screen and a half ahead: a visitor scrolling down finds the part ready. */
const ROOT_MARGIN = '1200px 0px';

type Height = string | Record<string, string>;

/** `lazy()` for a named export: `lazyNamed(() => import('./x'), 'X')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React's own lazy() has
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see lazyNamed
interface WhenNearProps<C extends LazyExoticComponent<ComponentType<any>>> {
  /** The part, as a lazy component: its code is fetched only when it comes near the screen. */
  component: C;
  /** Its props. */
  props: ComponentProps<C>;
  /** The space the part takes, held before it loads so nothing below it moves. */
  minH: Height;
  /** What stands in meanwhile (in the prerendered HTML too); empty space when left out. */
  placeholder?: ReactNode;
}

/** A below-the-fold part of a page whose code (carousel, QR codes, forms) must not weigh on the first paint. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see lazyNamed
export function WhenNear<C extends LazyExoticComponent<ComponentType<any>>>({ component: Component, props, minH, placeholder }: WhenNearProps<C>) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNear(slot, ROOT_MARGIN);
  const standIn = <Box minH={minH}>{placeholder}</Box>;
  return (
    <Box ref={slot} minH={near ? undefined : minH}>
      {near ? <Suspense fallback={standIn}><Component {...props} /></Suspense> : standIn}
    </Box>
  );
}
