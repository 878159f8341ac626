import { resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { HORIZON_DAYS, measureSlots, RUNS, type SlotFigures, STAFF } from './lib/slots-workload';

/*
 * Free call slots (issue 30): the confirmation screen's computation (scripts/lib/slots-workload.ts),
 * timed in Node and in headless Chromium, there also at 4x CPU slowdown as the briefing bench times a
 * phone. Printed, in milliseconds: the runtime's one-time load of the zone's data (the first TZDate of a
 * page pays it, whatever computes it), the first run after it (a visitor's first look, code not yet
 * optimized) and the median of RUNS runs after that, with the slots found. Figures printed, nothing
 * asserted; no emulator. `npx tsx scripts/bench-slots.ts` (CHROMIUM_PATH, default /usr/bin/chromium).
 */
const fixed = (value: number) => value.toFixed(2);

function print(where: string, f: SlotFigures): void {
  console.log(`  ${where}: median of ${RUNS} ${fixed(f.medianMs)} ms (min ${fixed(f.minMs)}, max ${fixed(f.maxMs)}); first run ${fixed(f.firstMs)} ms; zone data first load ${fixed(f.zoneLoadMs)} ms`);
}

const inNode = measureSlots();
console.log(`Slots: teamSlots for ${STAFF} staff x ${HORIZON_DAYS} days, ${inNode.slots} slots (${inNode.memberSlots} member-slots)`);
print('Node', inNode);

// The same module bundled as a page would load it, run in a fresh page each time.
const bundle = await build({
  entryPoints: [resolve(import.meta.dirname, 'lib/slots-workload.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'slotsWorkload',
  platform: 'browser',
  target: 'es2020',
  minify: true,
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const slowdown of [1, 4]) {
    const page = await browser.newPage();
    if (slowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const figures = await page.evaluate(() => (globalThis as unknown as { slotsWorkload: { measureSlots: () => SlotFigures } }).slotsWorkload.measureSlots());
    print(slowdown > 1 ? `Chromium, CPU ${slowdown}x slower` : 'Chromium', figures);
    await page.close();
  }
} finally {
  await browser.close();
}
