import { expect } from 'chai';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';

const repo = path.resolve(import.meta.dirname, '../../..');

/** `npm run operator -- <verb> EMAIL`, as a person runs it, on the test app's database. */
function operatorCommand(app: TestApp, mediaDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'backend/src/operator-cli.ts', ...args],
      {
        cwd: repo,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: app.databaseUrl,
          DEMO_DATA: 'false',
          LOG_LEVEL: 'silent',
          MEDIA_DIR: mediaDir,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('moderation: the first operator is granted from the command line', () => {
  let app: TestApp;
  let db: pg.Client;
  let rita: Angler;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-operator-cli-'));

  before(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    rita = await anAngler(app, 'Rita Root');
  });
  after(async () => {
    await db?.end();
    await app?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('grants the role to the angler who signs in with the email, and writes it to the audit log with no operator named', async () => {
    expect((await rita.get('/api/operator/queue')).status).to.equal(403);
    const granted = await operatorCommand(app, mediaDir, 'grant', 'rita-root@dev.tightlines.test');
    expect(granted.code, granted.stderr).to.equal(0);
    expect(granted.stdout).to.contain('rita-root@dev.tightlines.test is now an operator.');
    expect((await rita.get('/api/operator/queue')).status).to.equal(200);
    const { rows } = await db.query('select event, operator_id, subject_id from moderation_audit_log');
    expect(rows).to.deep.equal([{ event: 'operator_granted', operator_id: null, subject_id: rita.id }]);
  });

  it('refuses an email nobody signed in with (exit 1) and a wrong command (exit 2), changing nothing', async () => {
    const unknown = await operatorCommand(app, mediaDir, 'grant', 'nobody@nowhere.example');
    expect(unknown.code).to.equal(1);
    expect(unknown.stderr).to.contain('No angler has signed in with that email');
    const wrong = await operatorCommand(app, mediaDir, 'promote', 'rita-root@dev.tightlines.test');
    expect(wrong.code).to.equal(2);
    expect(wrong.stderr).to.contain('Usage: npm run operator -- grant EMAIL');
    expect((await db.query('select count(*)::int as n from moderation_audit_log')).rows[0].n).to.equal(1);
  });

  it('revokes the role', async () => {
    const revoked = await operatorCommand(app, mediaDir, 'revoke', 'rita-root@dev.tightlines.test');
    expect(revoked.code, revoked.stderr).to.equal(0);
    expect((await rita.get('/api/operator/queue')).status).to.equal(403);
  });
});
