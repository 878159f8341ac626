import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/** The key of the app's Emotion cache and class names, the same in the build-time prerender and in the browser. */
export const EMOTION_KEY = 'mv';

/**
 * How the prerender names its page's <style> element (scripts/prerender.ts), so that Emotion's cache
 * does not find it by its own key and adopt it the usual way (below).
 */
export const PRERENDERED_KEY = `${EMOTION_KEY}-page`;

/**
 * Takes over prerendered <style> elements where they are. Emotion's own sheet re-inserts each one
 * it adopts (the page's styles, and Chakra's global styles when their <Global> hydrates), and each
 * such move of a style element makes the browser recompute the style of the whole page: twice about
 * 0.1-0.2 s at 4x CPU in the tasks that start the app. Emotion makes <Global>'s sheets with the
 * cache's sheet's constructor, so they adopt theirs in place too.
 */
class AdoptingStyleSheet extends StyleSheet {
  hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }
}

/** The browser's cache: it knows the prerendered page's rules as inserted and leaves their element in place. */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  const { nonce, isSpeedy: speedy } = cache.sheet;
  cache.sheet = new AdoptingStyleSheet({ key: EMOTION_KEY, nonce, speedy, container: document.head });
  const page = document.querySelector<HTMLStyleElement>(`style[data-emotion^="${PRERENDERED_KEY} "]`);
  if (page) {
    for (const id of page.dataset.emotion!.split(' ').slice(1)) cache.inserted[id] = true;
    cache.sheet.hydrate([page]);
  }
  return cache;
}
