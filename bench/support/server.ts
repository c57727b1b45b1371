import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { onShutdown } from './shutdown.ts';

export interface ServerOptions {
  /** Entry file, relative to the repository root, run with Node and the tsx loader. */
  entry: string;
  args?: string[];
  env?: Record<string, string>;
  /** How long it may take to listen (ms). */
  startTimeoutMs?: number;
}

export interface RunningServer {
  /** Base URL, always on 127.0.0.1. */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/**
 * The Node flags production starts the backend with (deploy/Dockerfile's CMD, `npm start`), so the
 * bench measures the app as it runs there: a 64 MB young generation whatever memory this machine has
 * (bench/README.md, "Why a half-load p99 is mostly the machine's").
 */
export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=64'];
const RUNNING_AT = /running at (http:\/\/[^\s]+)/i;

/**
 * Starts the server under test in its own Node process, so it gets its own event loop and core
 * instead of sharing one with the load generator. It is ready when it sends `{ port }` over IPC
 * (the bench's own servers) or prints "… running at http://…" (the Tightlines backend). It is
 * started with PORT=0 so it picks a free port.
 */
export function startServer(options: ServerOptions): Promise<RunningServer> {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": to profile the servers under test.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_APP_NODE_ARGS: flags for the app alone (not the bare baseline), to weigh a production flag against the control.
  const appArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const production = options.entry === 'backend/src/main.ts' ? [...PRODUCTION_NODE_FLAGS, ...appArgs] : [];
  const child = spawn(process.execPath, [...production, ...nodeArgs, '--import', 'tsx', options.entry, ...(options.args ?? [])], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output: string[] = [];
  const stop = () => stopChild(child);
  const removeCleanup = onShutdown(stop);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('did not start in time')), options.startTimeoutMs ?? 60_000);
    const ready = (url: string) => {
      clearTimeout(timer);
      resolve({
        url: url.replace('localhost', '127.0.0.1').replace(/\/$/, ''),
        pid: child.pid!,
        stop: async () => {
          removeCleanup();
          await stop();
        },
      });
    };
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop();
      removeCleanup();
      reject(new Error(`${options.entry}: ${error.message}\n${output.join('').slice(-3000)}`));
    };
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (output.length > 50) output.shift();
      const match = RUNNING_AT.exec(text);
      if (match) ready(match[1]);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('message', (message: { port?: number }) => {
      if (message?.port) ready(`http://127.0.0.1:${message.port}`);
    });
    child.on('exit', (code, signal) => fail(new Error(`exited (${code ?? signal}) before listening`)));
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
