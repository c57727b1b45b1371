import 'reflect-metadata';
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { createLogger } from './platform/logging/logger.ts';
import { startServer } from './server.ts';
import { ManageOperators } from './modules/moderation/application/manage-operators.ts';
import { DescribeQueue } from './modules/moderation/application/describe-queue.ts';
import { OPERATOR_USAGE, parseOperatorCommand } from './operator-command.ts';

/**
 * Grants or revokes the operator role from the command line — how the first operator is made
 * (`npm run operator -- grant EMAIL`); later ones are granted in the console. `describe-queue` fills,
 * once after upgrading, the queue entries of items reported before moderation kept them (DescribeQueue). It runs the app on the
 * database the app uses (DATABASE_URL, or the embedded one when the app is not running), on a port of
 * its own, and writes the change to the audit log with no operator named. Exit 0 on success, 1 when
 * refused (no angler signed in with that email, not an operator), 2 on a wrong command.
 */
async function run(): Promise<number> {
  const command = parseOperatorCommand(process.argv.slice(2));
  if (!command) {
    console.error(OPERATOR_USAGE);
    return 2;
  }
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const server = await startServer(config, { log: createLogger(config), drainMs: 0 });
  try {
    if (command.verb === 'describe-queue') {
      const described = await server.inContext((get) => get<DescribeQueue>(DescribeQueue as unknown as symbol).execute());
      console.log(`${described} reported items described for the queue.`);
      return 0;
    }
    await server.inContext(async (get) => {
      const operators = get<ManageOperators>(ManageOperators as unknown as symbol);
      if (command.verb === 'grant') await operators.grantByEmail(null, command.email);
      else await operators.revokeByEmail(null, command.email);
    });
    console.log(command.verb === 'grant' ? `${command.email} is now an operator.` : `${command.email} is no longer an operator.`);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    console.error(`Refused: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await server.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Tightlines could not change operators: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
