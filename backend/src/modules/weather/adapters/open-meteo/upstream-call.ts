/** One GET of an Open-Meteo API and its failures, named: the current and the hourly sources both call it. */

/** A call that failed: timed out, or anything else (refused, 5xx, not JSON, not the shape asked for). */
export class UpstreamFailed extends Error {
  constructor(
    readonly why: 'timeout' | 'failed' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

export async function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (response.status >= 400 && response.status < 500) throw new UpstreamFailed('refused', `${url.host} answered ${response.status}`);
    if (!response.ok) throw new UpstreamFailed('failed', `${url.host} answered ${response.status}`);
    return await response.json();
  } catch (error) {
    if (error instanceof UpstreamFailed) throw error;
    const name = (error as { name?: string } | null)?.name;
    throw new UpstreamFailed(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'failed', String(error));
  }
}
