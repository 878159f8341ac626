import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';

/** Spec 000 section 9. */
export const AUTOPLAY_DELAY_MS = 4000;
export const RESUME_AFTER_DRAG_MS = 3000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Embla with autoplay, plus the reasons to hold it still: the visitor paused it, the pointer is over
 * it, keyboard focus is inside it (so nothing moves under a focused link), or a drag ended less than
 * 3 s ago. The plugin's own hover and focus options are off because they would restart it even when
 * the visitor had paused it. Visitors who ask for reduced motion start paused.
 */
export function useServicesCarousel() {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: !prefersReducedMotion(),
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(false);
  const holds = useRef({ paused, hovered: false, focused: false, dragging: false });

  const sync = useCallback(() => {
    if (!api || api.scrollSnapList().length <= 1) return;
    const { paused: p, hovered, focused, dragging } = holds.current;
    const shouldPlay = !p && !hovered && !focused && !dragging;
    if (shouldPlay && !autoplay.isPlaying()) autoplay.play();
    else if (!shouldPlay && autoplay.isPlaying()) autoplay.stop();
  }, [api, autoplay]);

  useEffect(() => {
    holds.current.paused = paused;
    sync();
  }, [paused, sync]);

  useEffect(() => {
    if (!api) return;
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;
    const onPointerDown = () => {
      clearTimeout(resumeTimer);
      holds.current.dragging = true;
      sync();
    };
    const onPointerUp = () => {
      resumeTimer = setTimeout(() => {
        holds.current.dragging = false;
        sync();
      }, RESUME_AFTER_DRAG_MS);
    };
    const onPlayChange = (embla: EmblaCarouselType) => setPlaying(embla.plugins().autoplay?.isPlaying() ?? false);
    api.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    api.on('autoplay:play', onPlayChange).on('autoplay:stop', onPlayChange);
    // A re-init (on resize) restarts the plugin: hold it again if something still holds it.
    api.on('reInit', sync);
    // The play event may have fired before this effect subscribed.
    setPlaying(autoplay.isPlaying());
    return () => {
      clearTimeout(resumeTimer);
      api.off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
      api.off('autoplay:play', onPlayChange).off('autoplay:stop', onPlayChange);
      api.off('reInit', sync);
    };
  }, [api, autoplay, sync]);

  const hold = useCallback(
    (reason: 'hovered' | 'focused', on: boolean) => {
      holds.current[reason] = on;
      sync();
    },
    [sync],
  );

  /** Props for the element whose hover or keyboard focus holds the carousel still. */
  const regionProps = {
    onMouseEnter: () => hold('hovered', true),
    onMouseLeave: () => hold('hovered', false),
    onFocus: (event: FocusEvent<HTMLElement>) => hold('focused', event.target.matches(':focus-visible')),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) hold('focused', false);
    },
  };

  const step = (direction: 'prev' | 'next') => {
    if (direction === 'prev') api?.scrollPrev();
    else api?.scrollNext();
    autoplay.reset();
  };

  return {
    viewportRef,
    regionProps,
    playing,
    paused,
    togglePaused: () => setPaused((p) => !p),
    previous: () => step('prev'),
    next: () => step('next'),
  };
}
