/**
 * `npm run bench:inp`: Interaction to Next Paint of the interactions a person does most
 * (interactions.ts), each repeated INP_RUNS times (default 10) on a fresh page load, with the
 * processor slowed 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset assumes) from
 * the moment the page is ready until it has answered. The production build (DIST_DIR or dist/) served by
 * the real app with the demo data, over plain HTTP/1.1 (interaction is the processor's, not the network's).
 *
 * Two figures a repetition, from the same Event Timing entries: the page's INP as the `web-vitals`
 * library's onINP reports it (reportAllChanges, durationThreshold 16 ms: the worst interaction the page
 * saw, setup gestures included), and the measured gesture's own latency (the longest event of the
 * interactions that began with the gesture, as web-vitals computes an interaction's; a typed word is one
 * interaction a key, the worst counts). The table gives the p75 of each; the target is ≤ 200 ms.
 * A gesture under 16 ms leaves no entry and counts as 16 ms.
 *
 * INP_ONLY=spot,message narrows to the interactions whose name contains one of the words; INP_RUNS=3
 * for a quick look (then bench/results/inp.md is not written); INP_DEBUG=1 prints each repetition's entries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startTestApp } from '../../backend/test/support/index.ts';
import { signIn } from '../../backend/test/support/sign-in.ts';
import { distDir } from '../lighthouse/screens.ts';
import { INTERACTIONS } from './interactions.ts';

const RUNS = Number(process.env.INP_RUNS ?? 10);
const SLOWDOWN = 4;
const only = (process.env.INP_ONLY ?? '')
  .toLowerCase()
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const WEB_VITALS = path.join(process.cwd(), 'node_modules', 'web-vitals', 'dist', 'web-vitals.iife.js');

declare global {
  interface Window {
    webVitals: typeof import('web-vitals');
    __inp: { page: number; events: { start: number; id: number; duration: number }[] };
  }
}

/** Installed before the app's own scripts: web-vitals' INP, and every Event Timing entry with its interaction. */
function watchInteractions() {
  window.__inp = { page: 0, events: [] };
  window.webVitals.onINP((metric) => (window.__inp.page = metric.value), { reportAllChanges: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (e.interactionId) window.__inp.events.push({ start: e.startTime, id: e.interactionId, duration: e.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** Two frames after the answer: the Event Timing entries of the last paint are delivered by then. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));

const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;

async function main() {
  const app = await startTestApp({ staticDir: distDir, env: { DEMO_DATA: 'true' } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    headless: true,
  });
  try {
    // An angler whose home has people in it (the demo anglers the suggestions offer) and a mate to write to.
    const ida = await signIn(app, 'Interaction Ida');
    const ben = await signIn(app, 'Interaction Ben');
    const idOf = async (a: typeof ida) => (await a.get<{ id: string }>('/api/auth/user')).json.id;
    const [idaId, benId] = [await idOf(ida), await idOf(ben)];
    const suggested = await ida.get<{ id: string }[]>('/api/users/suggested');
    for (const person of suggested.json.slice(0, 5)) await ida.request(`/api/follow/${person.id}`, { method: 'POST' });
    await ida.request(`/api/follow/${benId}`, { method: 'POST' });
    await ben.request(`/api/follow/${idaId}`, { method: 'POST' });
    await ben.send('POST', '/api/messages', { recipientId: idaId, content: 'Out on the lake tomorrow?' });

    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addCookies(
      [...ida.cookies.values()].map(({ name, value, path: p }) => ({ name, value, path: p, domain: new URL(app.url).hostname })),
    );
    // No offline worker: its warm-up would compete with the measured page for the processor.
    await context.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
    // The library's own browser build, made a global of the page (an init script's top-level `var` is not one).
    await context.addInitScript({ content: `${fs.readFileSync(WEB_VITALS, 'utf8')}\nwindow.webVitals = webVitals;` });
    await context.addInitScript(watchInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);

    const rows: string[] = [];
    const chosen = INTERACTIONS.filter((i) => only.length === 0 || only.some((w) => i.name.toLowerCase().includes(w)));
    for (const interaction of chosen) {
      const own: number[] = [];
      const pageInp: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(app.url + interaction.path.replace(':mate', benId));
        await interaction.ready(page);
        await settle(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
        const from = await page.evaluate(() => performance.now());
        await interaction.act(page);
        await interaction.answered(page);
        await settle(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const seen = await page.evaluate(() => window.__inp);
        if (process.env.INP_DEBUG) console.log(JSON.stringify({ from, seen, vitals: await page.evaluate(() => typeof window.webVitals) }));
        const mine = seen.events.filter((e) => e.start >= from - 1);
        own.push(Math.max(16, ...mine.map((e) => e.duration)));
        pageInp.push(Math.max(16, seen.page));
      }
      const row = `| ${interaction.name} | ${p75(own)} | ${p75(pageInp)} | ${Math.min(...own)}–${Math.max(...own)} | ${p75(own) <= 200 ? 'yes' : 'no'} |`;
      console.log(row);
      rows.push(row);
    }
    const [load1, load5] = os.loadavg();
    const doc = [
      `# Interaction to Next Paint (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
      '',
      `\`npm run bench:inp\` (bench/inp/run.ts): ${RUNS} repetitions of each interaction, each on a fresh page load, processor slowed ${SLOWDOWN}x from the page being ready until it answered;`,
      `production build served by the app with the demo data (HTTP/1.1, 127.0.0.1), Debian Chromium headless, 1366×768. Machine: ${os.cpus().length} cores, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} (1 / 5 min) at the end.`,
      'Target: ≤ 200 ms at p75. "Gesture" is the measured interaction\'s own latency; "page INP" is web-vitals\' onINP for the page (setup gestures included).',
      '',
      '| interaction | gesture p75 ms | page INP p75 ms (web-vitals) | gesture min–max ms | ≤ 200 ms? |',
      '|---|---:|---:|---:|---|',
      ...rows,
      '',
    ].join('\n');
    if (only.length === 0 && RUNS >= 10) {
      fs.mkdirSync(path.join(process.cwd(), 'bench', 'results'), { recursive: true });
      fs.writeFileSync(path.join(process.cwd(), 'bench', 'results', 'inp.md'), doc);
    }
    console.log(doc);
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
process.exit(0);
