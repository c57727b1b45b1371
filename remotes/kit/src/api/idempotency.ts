import { IDEMPOTENCY_KEY_HEADER, takesIdempotencyKey, type RouteDef } from '@tightlines/contracts';

/**
 * One key per thing the angler does (contracts/src/idempotency.ts): a screen that may send the same
 * action again — a form submitted twice, the offline queue sending what it kept — makes the key
 * once and passes it as `idempotencyKey`; a call given none gets a fresh key of its own, which the
 * client re-sends when it retries after the connection dropped.
 */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The header a creating call carries: the action's key, or a fresh one. */
export function idempotencyHeader(route: RouteDef, key: string | undefined): Record<string, string> {
  return takesIdempotencyKey(route) ? { [IDEMPOTENCY_KEY_HEADER]: key ?? newIdempotencyKey() } : {};
}

/** Waits before each retry of a call whose answer was lost on the way (the connection failed). */
export const RETRY_DELAYS_MS = [400, 1500] as const;

/**
 * Sends a request; when it carries an idempotency key and the network fails before an answer came
 * back (the server may or may not have done it), sends it again with the same key, so it is done
 * once. Calls without a key are not retried: the server could do them twice. An abort is final.
 */
export async function sendOnce(send: () => Promise<Response>, keyed: boolean, signal?: AbortSignal): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (!keyed || delay === undefined || signal?.aborted || (error as Error)?.name === 'AbortError') throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
