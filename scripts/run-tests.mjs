// `npm test`: every suite of .mocharc.json, as two mocha processes side by side — the units and the
// backend in one, the browser journeys (one Chromium, one app) in the other. A run spends most of its
// time waiting (a journey on its browser, a backend test on its database): run one after the other the
// two cores sat ~70 % idle and the run took 12.4 min; side by side they share the waiting. Each process
// has its own embedded PostgreSQL. Their reports are printed whole, one after the other, then one
// closing line adding both ("tests: N passed, N failed, N skipped", the line CI reads).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const mocha = createRequire(import.meta.url).resolve('mocha/bin/mocha.js');
const { spec } = JSON.parse(fs.readFileSync(path.join(root, '.mocharc.json'), 'utf8'));
const journeys = spec.filter((glob) => glob.startsWith('e2e/'));
const groups = [
  { name: 'units and backend', specs: spec.filter((glob) => !journeys.includes(glob)) },
  { name: 'browser journeys', specs: journeys },
];

function run(group) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [mocha, '--config', 'test/mocharc.only.json', ...group.specs], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const tick = setInterval(() => console.log(`… ${group.name}: still running (${Math.round((Date.now() - started) / 1000)} s)`), 120_000);
    child.on('close', (code, signal) => {
      clearInterval(tick);
      const seconds = Math.round((Date.now() - started) / 1000);
      const counts = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped/m.exec(output);
      // Only the closing line below starts with "tests:"; each part's own reads with its name.
      console.log(`\n===== ${group.name} (${seconds} s) =====\n${output.replace(/^tests: /m, `${group.name}: `)}`);
      resolve({ code: code ?? (signal ? 1 : 0), counts: counts ? counts.slice(1).map(Number) : null });
    });
  });
}

const results = await Promise.all(groups.map(run));
const total = [0, 0, 0];
for (const r of results) if (r.counts) for (const [i, n] of r.counts.entries()) total[i] += n;
const broken = results.some((r) => r.code !== 0 || !r.counts);
if (results.some((r) => !r.counts)) console.log('A test process ended without its summary (it crashed or was killed).');
console.log(`tests: ${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`);
process.exit(broken ? 1 : 0);
