import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { createTestDatabase, signIn, type TestDatabase } from '../support/index.ts';
import { freePort } from '../support/own-postgres.ts';
import { startEntryPoint } from '../support/entry-point.ts';

/**
 * `WEB_CONCURRENCY=2` runs the real entry point as a supervisor with two server processes on one
 * port and one database: both start (the second waits for the first's migrations behind the
 * advisory lock), both answer — a sign-in too, its steps answered by either — and a SIGTERM stops
 * them all cleanly.
 */
describe('platform: WEB_CONCURRENCY runs several server processes', function () {
  this.timeout(300_000);
  let database: TestDatabase;
  let app: ChildProcess | undefined;

  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    app?.kill('SIGKILL');
    await database?.drop();
  });

  it('starts two processes that both serve and sign anglers in, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const ready = new Set<number>();
    let output = '';
    app = startEntryPoint({ databaseUrl: database.url, port, env: { WEB_CONCURRENCY: '2' } });
    // Lines are read whole: a pipe may cut one across two chunks.
    let partial = '';
    const onLine = (chunk: Buffer) => {
      output += chunk.toString();
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const pid = /"msg":"ready"/.test(line) ? (JSON.parse(line) as { pid: number }).pid : undefined;
        if (pid) ready.add(pid);
      }
    };
    app.stdout!.on('data', onLine);
    app.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    // Both processes migrate, then start: on a busy machine that takes minutes, so the wait is for the state.
    const until = Date.now() + 240_000;
    while (ready.size < 2 && Date.now() < until && app.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    expect(ready.size, output.slice(-2000)).to.equal(2);

    for (let i = 0; i < 6; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(res.status).to.equal(200);
    }
    // Signing in through the development provider, whichever process answers each step of it.
    for (let i = 0; i < 4; i++) {
      const angler = await signIn({ url: `http://127.0.0.1:${port}` }, `Cluster Angler ${i}`);
      expect((await angler.get('/api/auth/user')).status).to.equal(200);
    }
    const exited = new Promise<number | null>((resolve) => app!.once('exit', (code) => resolve(code)));
    app.kill('SIGTERM');
    expect(await exited).to.equal(0);
  });
});
