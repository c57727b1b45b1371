/**
 * The Following feed and Discover with the backend as two processes (WEB_CONCURRENCY=2:
 * a supervisor and two server processes sharing one port, caches kept in agreement through
 * PostgreSQL signals), on the anglers-core data, next to the one-process figures of anglers-core.ts.
 * The anglers signed in on the one-process app (the development provider keeps its sign-in state
 * in one process); their cookies hold for the two-process app, which shares the database and the
 * session secret. On this 2-core machine the load generator and PostgreSQL share the cores with
 * both processes, so this shows the cost of a second process more than its gain.
 */
import fs from 'node:fs';
import type { BenchContext, Scenario } from '../support/scenario.ts';
import type { RunningServer } from '../support/server.ts';
import { DENSE, near } from './anglers-core.ts';
import { anglersApp, appEnv, type AnglersApp } from './anglers-core/app.ts';

let app: AnglersApp;
let twoProcesses: Promise<RunningServer> | undefined;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** The supervisor's children and the CPU time (ticks) they have used so far. */
function children(supervisor: number): { count: number; ticks: number } {
  let count = 0;
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== supervisor) continue;
      count++;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return { count, ticks };
}

/**
 * Both server processes have started: two children, and together they have been nearly idle for two
 * seconds in a row (start-up — migrations check, job queue, container — keeps a process busy; the
 * supervisor prints its address as soon as the first listens).
 */
async function bothStarted(supervisor: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  let quiet = 0;
  let last = children(supervisor).ticks;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1_000));
    const now = children(supervisor);
    quiet = now.count >= 2 && now.ticks - last <= 5 ? quiet + 1 : 0; // ≤ 5 % of a core over the second
    last = now.ticks;
    if (quiet >= 2) return true;
  }
  return false;
}

/** Started once for both scenarios, stopped by the harness at the end of the run. */
function startTwoProcesses(ctx: BenchContext): Promise<RunningServer> {
  twoProcesses ??= (async () => {
    const server = await ctx.startServer({
      entry: 'backend/src/main.ts',
      env: { ...appEnv(app.databaseUrl), WEB_CONCURRENCY: '2' },
      startTimeoutMs: 120_000,
    });
    // Ready when the first process listens: wait for the second as well.
    if (!(await bothStarted(server.pid, 120_000))) throw new Error('the two server processes did not both start within 120 s');
    ctx.log(`two server processes answering at ${server.url} (supervisor pid ${server.pid})`);
    return server;
  })();
  return twoProcesses;
}

const keep = async () => {};
const as = () => ({ cookie: pick(app.sessions) });

const feed: Scenario = {
  name: 'Following feed, two processes (real app)',
  description: 'GET /api/posts/feed as a random signed-in angler, first page, with WEB_CONCURRENCY=2',
  target: { minRatio: 0.5, maxP99Ms: 25 },
  async prepare(ctx) {
    app = await anglersApp(ctx);
    const server = await startTwoProcesses(ctx);
    return { url: server.url, close: keep };
  },
  requests: () => () => ({ path: '/api/posts/feed', headers: as() }),
};

const discover: Scenario = {
  name: 'Discover near a point, two processes (real app)',
  description: `GET /api/posts?latitude&longitude within ±0.1° of one of ${DENSE.length} busy waters, with WEB_CONCURRENCY=2`,
  target: { maxP99Ms: 25 },
  async prepare(ctx) {
    app = await anglersApp(ctx);
    const server = await startTwoProcesses(ctx);
    return { url: server.url, close: keep };
  },
  requests: () => () => {
    const p = near();
    return { path: `/api/posts?latitude=${p.latitude}&longitude=${p.longitude}`, headers: as() };
  },
};

export default [feed, discover];
