// Runs a command while other processes keep the machine's cores busy, to prove the tests check
// behaviour rather than the machine's speed: `node scripts/with-busy-cores.mjs [--busy N] -- npm test`
// (`npm run test:busy`). N CPU-bound processes (2 by default, the cores of our machines) spin until
// the command ends; the command's exit code and its wall time are reported.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const options = dashes === -1 ? args : args.slice(0, dashes);
const command = dashes === -1 ? ['npm', 'test'] : args.slice(dashes + 1);
const busyAt = options.indexOf('--busy');
const busy = busyAt === -1 ? 2 : Number(options[busyAt + 1]);
if (!Number.isInteger(busy) || busy < 0 || command.length === 0) {
  console.error('usage: node scripts/with-busy-cores.mjs [--busy N] -- <command ...>');
  process.exit(2);
}

// Plain arithmetic in a loop: no I/O, no allocation, one core each at 100 %.
const spin = 'let x = 0; for (;;) { for (let i = 0; i < 1e7; i++) x = (x * 31 + i) % 1000003; }';
const spinners = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }));
const stopSpinners = () => {
  for (const child of spinners) child.kill('SIGKILL');
};
process.on('exit', stopSpinners);

const started = Date.now();
console.log(`with ${busy} CPU-bound process(es) beside it: ${command.join(' ')}`);
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  stopSpinners();
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `with ${busy} busy core(s): ${command.join(' ')} ended ${signal ?? `with exit code ${code}`} after ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
  );
  process.exit(code ?? 1);
});
