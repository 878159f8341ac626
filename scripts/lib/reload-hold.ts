import type { HotUpdateOptions, Plugin } from 'vite';

type Environment = { name: string; moduleGraph: { invalidateModule: (mod: HotUpdateOptions['modules'][number], seen: Set<HotUpdateOptions['modules'][number]>, timestamp: number, isHmr: boolean) => void } };

/**
 * Holds the dev server's reloads while a piece of work writes files the open pages load (the form
 * editor's save: the folder's files, then what forms:generate makes of them). Without it each burst
 * reloads every open page, the editor's own twice per save, each reload of the dev server's pages
 * several seconds on two cores. While held, the changed modules are invalidated as Vite would (so
 * the next load gets them fresh) and nothing is sent; `release` then sends one full reload if any
 * change was held.
 */
export function reloadHold() {
  let holding = 0;
  let owed = false;
  const hotUpdate: Extract<Plugin['hotUpdate'], { handler: unknown }> = {
    // After Vite's own: import.meta.glob adds the modules that glob a new folder's files.
    order: 'post',
    handler(this: { environment: Environment }, { modules, timestamp }) {
      if (!holding || this.environment.name !== 'client' || !modules.length) return;
      const seen = new Set<(typeof modules)[number]>();
      for (const mod of modules) this.environment.moduleGraph.invalidateModule(mod, seen, timestamp, true);
      owed = true;
      return [];
    },
  };
  return {
    hotUpdate,
    /** Runs work with the reloads held (calls may nest or overlap). */
    async during<T>(work: () => Promise<T>): Promise<T> {
      holding++;
      try {
        return await work();
      } finally {
        holding--;
      }
    },
    /** Once nothing holds them: one full reload when a change was held. */
    release(send: (payload: { type: 'full-reload'; path: '*' }) => void): void {
      if (holding || !owed) return;
      owed = false;
      send({ type: 'full-reload', path: '*' });
    },
  };
}
