import type { Listener } from './listener.ts';

/** How long requests in flight may take to finish once the process is told to stop. */
export const DRAIN_MS = 10_000;

/**
 * Stopping without dropping anyone: the server stops accepting connections, idle keep-alive
 * connections close at once, requests in flight finish (up to DRAIN_MS, then their connections are
 * cut), and long-lived streams are told first (`onDrain`) so they can end with a retry hint — a
 * browser's EventSource reconnects to another process.
 */
export class Draining {
  readonly #hooks: Array<() => void> = [];
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  onDrain(hook: () => void): void {
    this.#hooks.push(hook);
  }

  drain(server: Pick<Listener, 'close' | 'closeIdleConnections' | 'closeAllConnections'>, ms = DRAIN_MS): Promise<void> {
    this.#draining = true;
    for (const hook of this.#hooks.splice(0)) {
      try {
        hook();
      } catch {
        // a stream that cannot say goodbye is cut below like the rest
      }
    }
    return new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), ms);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
  }
}
export const DrainingToken = Symbol.for('platform.Draining');
