import { ApiError, handleUnauthorized, toast } from '@tightlines/kit';

/** Refusals whose server words tell the angler something to act on (a limit and its reset, mates only, owner rules). */
const EXPLAINED = new Set([403, 409, 422, 429]);

/**
 * A failed action: signed out → the unauthorized toast and sign-in after 500 ms (spec §6); a limit or
 * a rule the server explains → its words as they are; anything else → the spec's own message.
 */
export function reportFailure(error: unknown, title: string, description?: string): void {
  if (handleUnauthorized(error)) return;
  const explained = error instanceof ApiError && EXPLAINED.has(error.status) ? error.detail : undefined;
  toast({ title, description: explained ?? description, variant: 'destructive' });
}

/** The read failures of spec §8: 'Failed to fetch questions: {status}'. */
export function fetchFailure(what: string, error: unknown): string {
  return `Failed to fetch ${what}: ${error instanceof ApiError ? error.status : 'network error'}`;
}
