import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { Fragment, type ReactNode } from 'react';

/*
 * Conditional questions open and close with a short height-and-fade instead of a jump, so the
 * questions below them do not leap. framer-motion's lazy build: the `m` component and LazyMotion here,
 * its animation features in their own chunk that loads with the form engine, after the form is
 * drawn. With prefers-reduced-motion nothing moves: the questions simply appear and disappear.
 */
const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

export function FormMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}

const VARIANTS = {
  // Clipped only while it moves: afterwards focus rings and shadows show in full.
  hidden: { height: 0, opacity: 0, overflow: 'hidden' },
  shown: { height: 'auto', opacity: 1, transitionEnd: { overflow: 'visible' } },
};
const TRANSITION = { duration: 0.22, ease: 'easeOut' } as const;
const INSTANT = { duration: 0 } as const;

function Reveal({ children }: { children: ReactNode }) {
  const reduce = useReducedMotion();
  return (
    <m.div initial="hidden" animate="shown" exit="hidden" variants={VARIANTS} transition={reduce ? INSTANT : TRANSITION}>
      {children}
    </m.div>
  );
}

export interface Appearing {
  key: string;
  node: ReactNode;
  /** Shown by a condition: animates when it comes and goes. The others are simply there. */
  conditional: boolean;
}

/** A list whose conditional items animate in and out; what is there at first render never animates. */
export function AppearingList({ items }: { items: Appearing[] }) {
  return (
    <AnimatePresence initial={false}>
      {items.map((item) =>
        item.conditional ? <Reveal key={item.key}>{item.node}</Reveal> : <Fragment key={item.key}>{item.node}</Fragment>,
      )}
    </AnimatePresence>
  );
}
