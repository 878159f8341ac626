import type { EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { act, cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from '@testing-library/dom';
import { vi } from 'vitest';

// findBy* and waitFor wait for what a test needs; their 1 s default was too short for a render on a
// two-core machine busy with other workers (a wait is no speed assertion, the test timeout still bounds it).
configure({ asyncUtilTimeout: 5000 });

/*
 * The unit files that mock, spy or need a DOM run in workers kept between files, with the packages
 * they import loaded once per worker: React, Chakra, Emotion, jsdom and the rest stay loaded and warm,
 * where an isolated file loaded and warmed them anew (docs/testing.md, "Eighteenth round"). What one
 * file could leave for the next is put back here, before each file, so a file sees what it saw alone:
 * - the project's own modules are evaluated anew, with this file's module mocks and no other's (after
 *   any import the last file started has ended);
 * - stubbed globals and environment variables are restored, and timers are real;
 * - with a DOM: what the last file left rendered is unmounted; no timer, frame or window/document
 *   listener of its code is left to run;
 *   the window's properties are as the first file found them (a stub a file added or replaced goes);
 *   the page (head, body, <html>'s attributes), the styles, storage and the address start empty.
 * A package's own lasting state (a listener it adds once for its lifetime, say) is left alone.
 */
const KEPT = Symbol.for('unit-setup.kept');

interface Kept {
  globals: Map<string, PropertyDescriptor>;
  emotion: EmotionCache;
  timers: Set<Parameters<typeof clearTimeout>[0]>;
  frames: Set<number>;
  listeners: [EventTarget, string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined][];
}

interface ModuleNode {
  promise?: Promise<unknown>;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
const scope = globalThis as typeof globalThis & {
  [KEPT]?: Kept;
  __vitest_mocker__?: { reset(): void };
  __vitest_worker__?: { evaluatedModules: { idToModuleMap: Map<string, ModuleNode> } };
};

// An import the last file started (a lazy page it rendered) ends first, or it would end in this file,
// with this file's mocks or none, and this file would find that module already evaluated. Bounded, so
// an import that never ends cannot hold every later file. (vi.dynamicImportSettled would wait for this
// very file too.)
const settleBy = Date.now() + 10_000;
for (let pending = inFlight(); pending.length && Date.now() < settleBy; pending = inFlight()) {
  await Promise.race([Promise.allSettled(pending), new Promise((wake) => setTimeout(wake, settleBy - Date.now()))]);
}
scope.__vitest_mocker__?.reset();
vi.resetModules();
// vi.resetModules keeps the modules the last file's mocks made; a file mocking the same path again
// would get them. Put back as vitest does between isolated files (its worker state, not public API).
scope.__vitest_worker__?.evaluatedModules.idToModuleMap.forEach((node, id) => {
  if (!id.startsWith('mock:')) return;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
});
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();

const kept = scope[KEPT];
if (typeof document === 'undefined') {
  // No DOM: the module, mock and global resets above are all a file can need.
} else if (!kept) scope[KEPT] = firstFile();
else putBack(kept);

/** The imports still under way, but this setup file's own. */
function inFlight(): Promise<unknown>[] {
  return [...(scope.__vitest_worker__?.evaluatedModules.idToModuleMap ?? [])]
    .filter(([id, node]) => node.promise && !node.evaluated && !id.includes('/tests/unit-setup'))
    .map(([, node]) => node.promise!);
}

function firstFile(): Kept {
  const timers: Kept['timers'] = new Set();
  const frames = new Set<number>();
  const listeners: Kept['listeners'] = [];
  const { setTimeout: timeout, setInterval: interval, requestAnimationFrame: frame } = globalThis;
  globalThis.setTimeout = Object.assign((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = timeout(
      (...given: unknown[]) => {
        timers.delete(id);
        if (typeof handler === 'function') handler(...given);
      },
      ms,
      ...args,
    );
    timers.add(id);
    return id;
  }, timeout) as typeof setTimeout;
  globalThis.setInterval = Object.assign((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = interval(handler as () => void, ms, ...args);
    timers.add(id);
    return id;
  }, interval) as typeof setInterval;
  globalThis.requestAnimationFrame = (callback) => {
    const id = frame((time) => {
      frames.delete(id);
      callback(time);
    });
    frames.add(id);
    return id;
  };
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      // Only the project's code: a library's module-level listener is added once per worker.
      if (listener && ownCode(new Error().stack)) listeners.push([target, type, listener, options]);
      add(type, listener, options);
    };
  }
  return {
    globals: new Map(
      Object.getOwnPropertyNames(globalThis)
        .filter((key) => !key.startsWith('__'))
        .map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)!]),
    ),
    emotion: emotionCache(),
    timers,
    frames,
    listeners,
  };
}

/** Whether the frame that called addEventListener is the project's (not this file's, nor a package's). */
function ownCode(stack = ''): boolean {
  const caller = stack.split('\n').slice(2).find((line) => !line.includes('unit-setup'));
  return !!caller && !caller.includes('/node_modules/');
}

function putBack(kept: Kept): void {
  // What the last file rendered and left mounted is unmounted, its effects' clean-ups run (an open
  // dialog's focus trap would stay in Zag's stack for every later dialog).
  cleanup();
  for (const id of kept.timers) clearTimeout(id);
  kept.timers.clear();
  for (const id of kept.frames) cancelAnimationFrame(id);
  kept.frames.clear();
  for (const [target, type, listener, options] of kept.listeners.splice(0)) target.removeEventListener(type, listener, options);

  // Ordinary names only: vitest keeps its own state per file under `__` names and symbols.
  for (const key of Object.getOwnPropertyNames(globalThis)) {
    if (!kept.globals.has(key) && !key.startsWith('__')) delete (globalThis as Record<string, unknown>)[key];
  }
  for (const [key, descriptor] of kept.globals) {
    const now = Object.getOwnPropertyDescriptor(globalThis, key);
    const same = now && now.value === descriptor.value && now.get === descriptor.get && now.set === descriptor.set;
    if (!same && descriptor.configurable) Object.defineProperty(globalThis, key, descriptor);
  }

  // Emotion keeps its styles' elements: they go, and it writes them again when a file renders them.
  kept.emotion.sheet.flush();
  kept.emotion.inserted = {};
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

/** Emotion's default cache: the one a test's bare ChakraProvider writes its styles to. */
function emotionCache(): EmotionCache {
  let cache: EmotionCache | undefined;
  const Probe = () => ((cache = useEmotionCache() ?? undefined), null);
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Probe)));
  act(() => root.unmount());
  return cache!;
}
