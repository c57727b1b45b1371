import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchAppEnv } from './app-env.ts';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * Grants the operator role as a person makes the first operator: `npm run operator -- grant EMAIL` on
 * the bench's database. The angler must have signed in once already.
 */
export async function grantOperator(databaseUrl: string, email: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'backend/src/operator-cli.ts', 'grant', email], {
    cwd: repo,
    env: { ...process.env, ...benchAppEnv(databaseUrl) },
  });
}
