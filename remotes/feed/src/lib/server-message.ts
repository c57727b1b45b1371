import { ApiError } from '@tightlines/kit';

/**
 * The readable part of a failed call. The client's message is "{status}: {body}" and our
 * server's body is JSON `{ message, code }`; a toast should say the message, not the JSON.
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.detail || undefined;
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the body text (or status text) is the message.
  }
  return body || undefined;
}
