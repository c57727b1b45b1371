/**
 * `npm run lighthouse`: what a person on a phone feels (issue 14), measured with Lighthouse's mobile
 * preset (emulated mid-range phone, simulated slow 4G, 4x slower processor) in Debian's Chromium, on
 * the production build (dist/) served by the real app with the demo data. Each screen three times; the
 * median is reported. Writes bench/results/lighthouse.md.
 *
 * Screens: the landing (signed out), then signed in as a demo-following angler: the home, a profile,
 * and every remote's first screen. LIGHTHOUSE_RUNS (default 3).
 */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startTestApp } from '../../backend/test/support/index.ts';
import { signIn } from '../../backend/test/support/sign-in.ts';

const DIST = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(process.cwd(), 'dist');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

async function audit(port: number, url: string, cookie?: string): Promise<Figures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const app = await startTestApp({ staticDir: DIST, env: { DEMO_DATA: 'true' } });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const angler = await signIn(app, 'Lighthouse Lou');
    // A home with people in it: follow the demo anglers the suggestions offer.
    const suggested = await angler.get<{ id: string }[]>('/api/users/suggested');
    for (const person of suggested.json.slice(0, 5)) await angler.request(`/api/follow/${person.id}`, { method: 'POST' });
    const cookie = [...angler.cookies.values()].map((c) => `${c.name}=${c.value}`).join('; ');
    const me = (await angler.get<{ id: string }>('/api/auth/user')).json;

    const screens: { name: string; path: string; signedIn: boolean }[] = [
      { name: 'Landing', path: '/', signedIn: false },
      { name: 'Signed-in home', path: '/', signedIn: true },
      { name: 'Profile', path: `/profile/${me.id}`, signedIn: true },
      { name: 'Forum', path: '/forum', signedIn: true },
      { name: 'Spots', path: '/spots', signedIn: true },
      { name: 'Tournaments', path: '/tournaments', signedIn: true },
      { name: 'Advertiser portal', path: '/advertiser/login', signedIn: false },
    ];
    const rows: string[] = [];
    for (const screen of screens) {
      const runs: Figures[] = [];
      for (let n = 0; n < RUNS; n += 1) runs.push(await audit(chrome.port, app.url + screen.path, screen.signedIn ? cookie : undefined));
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
      const row = `| ${screen.name} (\`${screen.path.replace(me.id, ':id')}\`) | ${pick('score')} | ${(pick('fcp') / 1000).toFixed(1)} s | ${(pick('lcp') / 1000).toFixed(1)} s | ${Math.round(pick('tbt'))} ms | ${pick('cls').toFixed(3)} |`;
      console.log(row);
      rows.push(row);
    }
    const doc = [
      `# Lighthouse, mobile preset (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Median of ${RUNS} runs per screen; production build served by the app with demo data; Debian Chromium headless.`,
      'Goal (Core Web Vitals "good"): LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1.',
      '',
      '| Screen | Score | FCP | LCP | TBT | CLS |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n');
    fs.mkdirSync(path.join(process.cwd(), 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(process.cwd(), 'bench', 'results', 'lighthouse.md'), doc);
    console.log(doc);
  } finally {
    await chrome.kill();
    await app.close();
  }
}

await main();
process.exit(0);
