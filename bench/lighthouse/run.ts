/**
 * `npm run lighthouse`: what a person on a phone feels, measured with Lighthouse's mobile
 * preset (emulated mid-range phone, simulated slow 4G, 4x slower processor) in Debian's Chromium, on
 * the production build (DIST_DIR or dist/) served by the real app with the demo data (screens.ts).
 * Each screen LIGHTHOUSE_RUNS times (default 3); the median is reported, with each run's benchmarkIndex
 * (Lighthouse's measure of the host's speed) and the machine's load average as the run ended: a figure
 * read without them cannot be compared with another machine's or another hour's. LIGHTHOUSE_PROTOCOL=both
 * measures over HTTP/2 and then over HTTP/1.1, a table each. Writes bench/results/lighthouse.md.
 *
 * LIGHTHOUSE_ONLY=forum,spots measures only those screens; LIGHTHOUSE_JSON_DIR keeps every run's full
 * report, whose diagnostics say why (largest-contentful-paint-element, layout-shifts, long-tasks, bootup-time),
 * in a folder per protocol when both are measured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { only, type Protocol, protocols, startScreens } from './screens.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR ? path.resolve(process.env.LIGHTHOUSE_JSON_DIR) : undefined;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's score of the host's speed during this run (higher is faster). */
  benchmarkIndex: number;
  /** The machine's 1-minute load average as the run ended. */
  load: number;
}

async function audit(port: number, url: string, jsonDir: string | undefined, saveAs: string): Promise<Figures> {
  // Lighthouse's storage reset leaves cookies and localStorage alone: a screen keeps its identity's session.
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError, runWarnings } = result.lhr;
  if (jsonDir) {
    fs.mkdirSync(jsonDir, { recursive: true });
    fs.writeFileSync(path.join(jsonDir, `${saveAs}.json`), JSON.stringify(result.lhr));
    // The trace behind the figures: what each long task did (tasks.ts reads it).
    fs.writeFileSync(path.join(jsonDir, `${saveAs}.trace.json`), JSON.stringify(result.artifacts.Trace));
    // The network log beside it: what Lighthouse's simulation (Lantern) is computed from (lcp-path.ts reads both).
    const { DevtoolsLog, GatherContext, URL: urls, HostDPR } = result.artifacts;
    fs.writeFileSync(
      path.join(jsonDir, `${saveAs}.devtools.json`),
      JSON.stringify({ DevtoolsLog, GatherContext, URL: urls, HostDPR, settings: result.lhr.configSettings }),
    );
  }
  // A run Lighthouse could not measure (e.g. NO_LCP, PAGE_HUNG) says why instead of leaving NaN in the table.
  if (runtimeError) console.error(`${saveAs}: ${runtimeError.code} ${runtimeError.message}`);
  for (const warning of runWarnings ?? []) console.error(`${saveAs}: ${warning}`);
  for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    if (audits[id]?.errorMessage) console.error(`${saveAs}: ${id}: ${audits[id].errorMessage}`);
  }
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? NaN,
    load: os.loadavg()[0]!,
  };
}

/** The median of the runs Lighthouse could measure (a failed run is reported above, not averaged in). */
function median(values: number[]): number {
  const measured = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return measured.length === 0 ? NaN : measured[Math.floor(measured.length / 2)]!;
}

const PROTOCOL_NAMES: Record<Protocol, string> = { h2: 'HTTPS with HTTP/2', http1: 'plain HTTP/1.1' };
const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** Every screen over one protocol: its table (a row a screen) and the load before and after. */
async function measure(protocol: Protocol): Promise<string[]> {
  const loadBefore = loadNow();
  const jsonDir = JSON_DIR && protocols.length > 1 ? path.join(JSON_DIR, protocol) : JSON_DIR;
  const { app, states, screens, chromeFlags, close } = await startScreens(protocol);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...chromeFlags],
  });
  // The same Chromium over CDP, only to set its cookies and storage to each screen's identity.
  const jarBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const jar = jarBrowser.contexts()[0]!;
  try {
    const rows: string[] = [];
    for (const screen of screens) {
      const runs: Figures[] = [];
      const slug = screen.name.toLowerCase().replace(/[^a-z]+/g, '-');
      await jar.setStorageState(states[screen.as]);
      for (let n = 0; n < RUNS; n += 1) {
        // Chromium now and then loses a run's trace (NO_NAVSTART: every figure NaN): such a run is made again, twice at most.
        let figures = await audit(chrome.port, app.url + screen.path, jsonDir, `${slug}-${n + 1}`);
        for (let retry = 1; retry <= 2 && Number.isNaN(figures.lcp); retry += 1) {
          figures = await audit(chrome.port, app.url + screen.path, jsonDir, `${slug}-${n + 1}-again-${retry}`);
        }
        runs.push(figures);
      }
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
      const each = (key: 'benchmarkIndex' | 'load', digits: number) => runs.map((r) => r[key].toFixed(digits)).join(' / ');
      const row = `| ${screen.name} (\`${screen.label}\`) | ${pick('score')} | ${(pick('fcp') / 1000).toFixed(1)} s | ${(pick('lcp') / 1000).toFixed(1)} s | ${Math.round(pick('tbt'))} ms | ${pick('cls').toFixed(3)} | ${each('benchmarkIndex', 0)} | ${each('load', 1)} |`;
      console.log(row);
      rows.push(row);
    }
    return [
      `## Over ${PROTOCOL_NAMES[protocol]}`,
      '',
      `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadNow()}.`,
      '',
      '| Screen | Score | FCP | LCP | TBT | CLS | benchmarkIndex, each run | load average as each run ended |',
      '|---|---:|---:|---:|---:|---:|---|---|',
      ...rows,
      '',
    ];
  } finally {
    await jarBrowser.close();
    await chrome.kill();
    await close();
  }
}

async function main() {
  const sections: string[] = [];
  for (const protocol of protocols) sections.push(...(await measure(protocol)));
  const doc = [
    `# Lighthouse, mobile preset (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Median of ${RUNS} runs per screen; production build served by the app with demo data; Debian Chromium headless; ${os.cpus().length} cores.`,
    'Goal (Core Web Vitals "good"): LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1.',
    '',
    ...sections,
  ].join('\n');
  // Some screens only (LIGHTHOUSE_ONLY) are a look while iterating, not the table of record.
  if (only.length === 0) {
    fs.mkdirSync(path.join(process.cwd(), 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(process.cwd(), 'bench', 'results', 'lighthouse.md'), doc);
  }
  console.log(doc);
}

await main();
process.exit(0);
