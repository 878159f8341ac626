import { describe, expect, it } from 'vitest';
import { reloadHold } from './reload-hold';

/*
 * The dev server's reloads while the form editor saves: held, the changed modules invalidated for the
 * next load, and one full reload once the work is done. A stand-in environment records what Vite would
 * be told (pure logic; the editor's end-to-end proof runs it on a real dev server).
 */
type Mod = { id: string };
function environment(name = 'client') {
  const invalidated: string[] = [];
  return { invalidated, env: { name, moduleGraph: { invalidateModule: (mod: Mod) => void invalidated.push(mod.id) } } };
}
const update = (hold: ReturnType<typeof reloadHold>, env: object, modules: Mod[]) =>
  (hold.hotUpdate.handler as (this: unknown, options: unknown) => unknown).call({ environment: env }, { modules, timestamp: 1, type: 'update', file: '/x' });

describe('reloadHold', () => {
  it('lets updates through when nothing holds them', () => {
    const hold = reloadHold();
    const { env, invalidated } = environment();
    expect(update(hold, env, [{ id: 'a' }])).toBeUndefined();
    expect(invalidated).toEqual([]);
    const sent: unknown[] = [];
    hold.release((payload) => sent.push(payload));
    expect(sent).toEqual([]);
  });

  it('holds the updates of the work, invalidates their modules, and sends one full reload after it', async () => {
    const hold = reloadHold();
    const { env, invalidated } = environment();
    const sent: unknown[] = [];
    await hold.during(async () => {
      expect(update(hold, env, [{ id: 'schemas/podcast/form.json' }, { id: 'src/forms/browser-registry.ts' }])).toEqual([]);
      expect(update(hold, env, [{ id: 'src/forms/generated/validators/podcast.pt.js' }])).toEqual([]);
      // A file no page loads changes nothing, and owes no reload by itself.
      expect(update(hold, env, [])).toBeUndefined();
      hold.release((payload) => sent.push(payload));
      expect(sent).toEqual([]);
    });
    expect(invalidated).toEqual(['schemas/podcast/form.json', 'src/forms/browser-registry.ts', 'src/forms/generated/validators/podcast.pt.js']);
    hold.release((payload) => sent.push(payload));
    hold.release((payload) => sent.push(payload));
    expect(sent).toEqual([{ type: 'full-reload', path: '*' }]);
  });

  it("leaves the server's own module runner to Vite, and owes nothing for work that changed no page", async () => {
    const hold = reloadHold();
    const ssr = environment('ssr');
    const sent: unknown[] = [];
    await hold.during(async () => {
      expect(update(hold, ssr.env, [{ id: 'scripts/lib/editor-build.ts' }])).toBeUndefined();
    });
    hold.release((payload) => sent.push(payload));
    expect(ssr.invalidated).toEqual([]);
    expect(sent).toEqual([]);
  });
});
