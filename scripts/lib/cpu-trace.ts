import { chromium } from 'playwright';

/*
 * A page load in headless Chromium at 4x CPU (as Lighthouse's mobile run assumes), traced with CPU
 * samples until the app is ready (`html[data-app=ready]`) and a moment after: what scripts/long-tasks.ts
 * and scripts/start-phases.ts read.
 */
export interface TraceEvent {
  name: string;
  cat?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const file = (url: unknown) => String(url ?? '').replace(/^.*\//, '');
const frameName = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${file(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

/** Loads `url` (a phone's viewport) and returns the trace's events. */
export async function traceLoad(url: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] },
    });
    await page.goto(url);
    // Polled slowly: Playwright's own script in the page would otherwise show up among the work.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60_000, polling: 1000 });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** The page's renderer main thread, its navigation start and its first contentful paint. */
export function pageThread(events: TraceEvent[]) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ProfileChunk'));
  if (!main) throw new Error('no renderer main thread in the trace');
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = events.find((e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame)?.ts ?? own[0].ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  return { pid: main.pid, own, start, fcp };
}

/**
 * The functions the CPU samples between `from` and `to` (trace microseconds) fall in, each with the
 * milliseconds it was on the stack (inclusive), heaviest first.
 */
export function functionsBetween(events: TraceEvent[], pid: number, from: number, to: number): [string, number][] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = Number((events.find((e) => e.pid === pid && e.name === 'Profile')?.args?.data as { startTime?: number })?.startTime ?? 0);
  for (const event of events.filter((e) => e.pid === pid && e.name === 'ProfileChunk')) {
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  const inside = samples.filter((s) => s.ts >= from && s.ts <= to);
  const perSample = inside.length ? (to - from) / inside.length / 1000 : 0;
  const inclusive = new Map<string, number>();
  for (const sample of inside) {
    const seen = new Set<string>();
    for (let node = nodes.get(sample.node); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const name = frameName(node);
      if (seen.has(name) || /^\((root|program|idle)\)/.test(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    }
  }
  return [...inclusive].map(([name, count]): [string, number] => [name, count * perSample]).sort((a, b) => b[1] - a[1]);
}
