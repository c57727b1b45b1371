/**
 * `npx node --import tsx bench/lighthouse/profile.ts` (Node 24: the app serves HTTP/2, screens.ts): where a screen's main-thread time goes, for the
 * causes behind Lighthouse's long-tasks and bootup-time (which only name a chunk). Opens each screen
 * (screens.ts; LIGHTHOUSE_ONLY narrows) in Chromium with the processor slowed 4x as Lighthouse's mobile
 * preset does, records a V8 CPU profile of the load and prints the functions with the most self time
 * and the slowest tasks. Readable names need a build without minification, into its own DIST_DIR:
 * `BUILD_MINIMIZE=off DIST_DIR=/tmp/profiled npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startScreens } from './screens.ts';
import { launchChromium, openAsPhone } from './phone.ts';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 6);
const TOP = Number(process.env.PROFILE_TOP ?? 30);
/** PROFILE_DIR: keep each screen's .cpuprofile (Chromium's DevTools opens it). */
const DIR = process.env.PROFILE_DIR ? path.resolve(process.env.PROFILE_DIR) : undefined;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function selfTimes(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').slice(-2).join('/');
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return times;
}

function byFile(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const url = byId.get(id)!.callFrame.url.split('/').slice(-2).join('/') || byId.get(id)!.callFrame.functionName;
    times.set(url, (times.get(url) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return times;
}

/**
 * The profile's own long tasks: runs of samples with no idle between them over 50 ms; for each, the
 * functions with the most self time and the components (capitalised names) with the most time in
 * their subtree — which screen part a long render belongs to.
 */
function blocks(profile: CpuProfile): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const lines: string[] = [];
  let at = 0;
  let start = -1;
  let self = new Map<string, number>();
  let within = new Map<string, number>();
  const flush = (end: number) => {
    if (start >= 0 && end - start >= 50) {
      const pick = (m: Map<string, number>, n: number) =>
        [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
          .join(' · ');
      lines.push(
        `${start.toFixed(0).padStart(6)} ms, ${(end - start).toFixed(0)} ms\n    self: ${pick(self, 6)}\n    components: ${pick(within, 8)}`,
      );
    }
    start = -1;
    self = new Map();
    within = new Map();
  };
  for (const [i, id] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      flush(at - ms);
      continue;
    }
    if (start < 0) start = at - ms;
    const selfKey = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(selfKey, (self.get(selfKey) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const name = byId.get(node)!.callFrame.functionName;
      if (/^[A-Z][A-Za-z0-9]*$/.test(name) && !seen.has(name)) {
        seen.add(name);
        within.set(name, (within.get(name) ?? 0) + ms);
      }
    }
  }
  flush(at);
  return lines;
}

const top = (times: Map<string, number>, n: number) =>
  [...times.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`)
    .join('\n');

async function main() {
  const under = await startScreens();
  const { app, screens } = under;
  const browser = await launchChromium();
  try {
    for (const screen of screens) {
      const { context, page, cdp } = await openAsPhone(browser, under, screen);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.addInitScript(() => {
        const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
        }).observe({ type: 'longtask', buffered: true });
      });
      await cdp.send('Profiler.start');
      await page.goto(app.url + screen.path, { waitUntil: 'load' });
      await page.waitForTimeout(SECONDS * 1000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      if (DIR) {
        fs.mkdirSync(DIR, { recursive: true });
        fs.writeFileSync(path.join(DIR, `${screen.name.toLowerCase().replace(/[^a-z]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
      }
      const longTasks = await page.evaluate(
        () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      );
      const total = profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000;
      console.log(`\n## ${screen.name} (${screen.label}) — profile ${total.toFixed(0)} ms`);
      console.log(`long tasks: ${longTasks.map((t) => `${t.duration}@${t.start}`).join(', ')}`);
      console.log(`by file:\n${top(byFile(profile), 12)}`);
      console.log(`by function (self):\n${top(selfTimes(profile), TOP)}`);
      console.log(`long runs of script (no idle in between):\n${blocks(profile).join('\n')}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await under.close();
  }
}

await main();
process.exit(0);
