// biome-ignore-all lint/suspicious/noExplicitAny: Chromium's trace events are untyped JSON this diagnostic reads field by field.
/**
 * `npx node --import tsx bench/lighthouse/long-tasks.ts` (Node 24: the app serves HTTP/2, screens.ts): every long task of a screen's load and what ran
 * inside it — the kinds of work (style, layout, paint, script evaluation) and the functions and components
 * (capitalised frames) sampled during it, from one Chromium trace with the processor slowed 4x as
 * Lighthouse's mobile preset assumes (a task over 50 ms here is one that adds to total blocking time).
 * profile.ts finds runs of samples, which merge back-to-back tasks; tasks.ts splits a Lighthouse trace,
 * which has no JavaScript samples: this joins the two. Tasks after the first contentful paint are starred
 * and summed (over 50 ms each), roughly the screen's total blocking time. Screens as screens.ts
 * (LIGHTHOUSE_ONLY narrows); readable names need a build without minification (as profile.ts);
 * TRACE_OUT=prefix keeps each trace (DevTools opens it).
 */
import fs from 'node:fs';
import { startScreens } from './screens.ts';
import { launchChromium, openAsPhone } from './phone.ts';
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 6);
const OUT = process.env.TRACE_OUT;
const under = await startScreens();
const { app, screens } = under;
const browser = await launchChromium();
try {
  for (const screen of screens) {
    const { context, page, cdp } = await openAsPhone(browser, under, screen);
    const events: any[] = [];
    cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,blink.user_timing,loading',
      options: 'sampling-frequency=5000',
      transferMode: 'ReportEvents',
    } as any);
    await page.goto(app.url + screen.path, { waitUntil: 'load' });
    await page.waitForTimeout(SECONDS * 1000);
    await cdp.send('Tracing.end');
    await done;
    if (OUT) fs.writeFileSync(`${OUT}-${screen.name.toLowerCase().replace(/[^a-z]+/g, '-')}.json`, JSON.stringify(events));
    analyse(screen.name, events);
    await context.close();
  }
} finally {
  await browser.close();
  await under.close();
}
process.exit(0);

function analyse(name: string, ev: any[]) {
  const threads = ev.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const work = (pid: number, tid: number) =>
    ev.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0);
  const main = threads.sort((a, b) => work(b.pid, b.tid) - work(a.pid, a.tid))[0];
  const nav = ev.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? 0;
  const fcp = ev.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? nav;
  const tasks = ev
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && e.dur >= 50_000)
    .sort((a, b) => a.ts - b.ts);
  // Samples on the main thread: nodes and (ts, node) from Profile / ProfileChunk.
  const nodes = new Map<number, any>();
  const samples: { ts: number; id: number }[] = [];
  const profiles = ev.filter((e) => e.name === 'Profile' && e.pid === main.pid);
  for (const prof of profiles) {
    let ts = prof.args.data.startTime;
    for (const c of ev.filter((e) => e.name === 'ProfileChunk' && e.id === prof.id && e.pid === main.pid)) {
      const cp = c.args.data.cpuProfile ?? {};
      for (const n of cp.nodes ?? []) nodes.set(n.id, n);
      const deltas = c.args.data.timeDeltas ?? [];
      (cp.samples ?? []).forEach((id: number, i: number) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts, id });
      });
    }
  }
  const fmt = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .filter(([, v]) => v >= 1)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(' · ');
  let tbt = 0;
  console.log(`\n## ${name}: fcp ${((fcp - nav) / 1000).toFixed(0)} ms`);
  for (const t of tasks) {
    const after = t.ts >= fcp;
    if (after) tbt += t.dur / 1000 - 50;
    const self = new Map<string, number>(),
      comps = new Map<string, number>(),
      kinds = new Map<string, number>();
    const inside = ev.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t,
    );
    for (const e of inside)
      if (
        [
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'PrePaint',
          'Commit',
          'ParseHTML',
          'v8.compile',
          'EvaluateScript',
          'v8.run',
          'MajorGC',
          'MinorGC',
          'ParseAuthorStyleSheet',
          'Layerize',
        ].includes(e.name)
      )
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    const ss = samples.filter((s) => s.ts >= t.ts && s.ts <= t.ts + t.dur);
    for (let i = 0; i < ss.length; i++) {
      const dt = ((ss[i + 1]?.ts ?? ss[i]!.ts + 200) - ss[i]!.ts) / 1000;
      const node = nodes.get(ss[i]!.id);
      if (!node) continue;
      const f = node.callFrame;
      const key = f.url ? `${f.functionName || '(anon)'} ${String(f.url).split('/').pop()}:${f.lineNumber + 1}` : f.functionName;
      self.set(key, (self.get(key) ?? 0) + dt);
      const seen = new Set<string>();
      for (let n: any = node; n; n = nodes.get(n.parent)) {
        const nm = n.callFrame.functionName;
        if (/^[A-Z][A-Za-z0-9]*$/.test(nm) && !seen.has(nm)) {
          seen.add(nm);
          comps.set(nm, (comps.get(nm) ?? 0) + dt);
        }
      }
    }
    console.log(
      `${after ? '*' : ' '}${((t.ts - nav) / 1000).toFixed(0).padStart(6)} ms  ${(t.dur / 1000).toFixed(0)} ms  kinds: ${fmt(kinds, 6)}\n    self: ${fmt(self, 8)}\n    comps: ${fmt(comps, 12)}`,
    );
  }
  console.log(`TBT-like (tasks after FCP, 4x real): ${tbt.toFixed(0)} ms`);
}
