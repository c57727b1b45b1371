function originOf(address: string, base: string): string | undefined {
  try {
    const { origin, protocol } = new URL(address, base);
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The other origins remotes.json sends remotes to (not the shell's own). Their files are kept for
 * offline use like a same-origin remote's (./service-worker.ts), so a remote moved to another origin
 * still opens without signal.
 */
export function remoteOriginsIn(map: unknown, ownOrigin: string): string[] {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(map)) {
    if (typeof entry !== 'string') continue;
    const origin = originOf(entry, ownOrigin);
    if (origin && origin !== ownOrigin) origins.add(origin);
  }
  return [...origins];
}

/**
 * What the worker knows of the remotes' origins: the last remotes.json it saw. A worker is stopped
 * when idle and starts again empty, so it starts from the copy kept offline; each fresh remotes.json
 * replaces what it knew (a remote moved back drops its old origin).
 */
export class RemoteOrigins {
  private known: Promise<ReadonlySet<string>>;

  constructor(
    private readonly ownOrigin: string,
    lastMap: () => Promise<unknown>,
  ) {
    this.known = lastMap().then(
      (map) => new Set(remoteOriginsIn(map, ownOrigin)),
      () => new Set(),
    );
  }

  learn(map: unknown): void {
    this.known = Promise.resolve(new Set(remoteOriginsIn(map, this.ownOrigin)));
  }

  async has(origin: string): Promise<boolean> {
    return (await this.known).has(origin);
  }
}
