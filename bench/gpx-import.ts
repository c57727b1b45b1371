/**
 * A 10 MB GPX track imported into a new trip (target ≤ 2 s): a file as a watch writes one (one fix
 * every second, with elevation and time), sent by the real multipart call to the real app on its own
 * fresh database, five times after one warm-up. Reports each import's wall time, the server's share
 * (parse, one transaction with the trip and its 10⁵-point path), and the machine's load (`uptime`).
 *
 *   node --import tsx bench/gpx-import.ts
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { TRACK_LIMITS } from '@tightlines/contracts';
import { pastTheFirstDay, startTestApp } from '../backend/test/support/index.ts';
import { anAngler } from '../backend/test/support/builders/anglers.ts';
import { aGpxTrack } from '../backend/test/spots/gpx-files.ts';

/** The most fixes that still fit under the limit, found from one fix's size in the generator's output. */
function tenMegabyteTrack(): { gpx: string; points: number } {
  const probe = aGpxTrack({ points: 1000, seconds: 1, stepDegrees: 0.00001 });
  const perPoint = (aGpxTrack({ points: 2000, seconds: 1, stepDegrees: 0.00001 }).length - probe.length) / 1000;
  for (let points = Math.floor((TRACK_LIMITS.fileBytes - (probe.length - 1000 * perPoint)) / perPoint) - 10; ; points -= 100) {
    const gpx = aGpxTrack({ points, seconds: 1, stepDegrees: 0.00001 });
    if (Buffer.byteLength(gpx) <= TRACK_LIMITS.fileBytes) return { gpx, points };
  }
}

const app = await startTestApp({ clock: pastTheFirstDay() });
try {
  const angler = await anAngler(app, 'Bench Importer');
  const { gpx, points } = tenMegabyteTrack();
  const bytes = Buffer.byteLength(gpx);
  const importOnce = async () => {
    await app.settled(); // the last import's conditions lookup is not this one's time
    const form = new FormData();
    form.append('file', new Blob([gpx], { type: 'application/gpx+xml' }), 'activity.gpx');
    const started = performance.now();
    // Straight fetch with the session's cookies: the test client would also wait for the queued jobs.
    const cookie = [...angler.cookies.values()].map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await fetch(new URL('/api/trips/import', app.url), { method: 'POST', body: form, headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`import answered ${res.status}`);
    return performance.now() - started;
  };
  await importOnce();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await importOnce());
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`GPX import: ${(bytes / 1024 / 1024).toFixed(2)} MB, ${points.toLocaleString('en')} track points`);
  console.log(
    `wall ms per import: ${times.map((t) => t.toFixed(0)).join(', ')} (median ${sorted[2]!.toFixed(0)}, max ${sorted[4]!.toFixed(0)})`,
  );
  console.log(`target ≤ 2,000 ms: ${sorted[4]! <= 2000 ? 'met' : 'not met'} (every run)`);
  console.log(`uptime: ${execFileSync('uptime').toString().trim()}`);
} finally {
  await app.close();
  // The test harness's embedded PostgreSQL lives as long as this process (its exit hook stops it),
  // so a script, unlike mocha, must end the process itself.
  process.exit();
}
