import { isUnauthorizedError } from './api-error.ts';
import { toast } from '../toast/toast-store.ts';

/** Spec part 1 §9: the pause that lets the angler read the toast before sign-in starts again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * The unauthorized rule (spec part 1 §8): when a call failed because the session is gone,
 * say so and start sign-in again. Returns whether it handled the error, so callers can fall
 * through to their own failure toast otherwise.
 */
export function handleUnauthorized(
  error: unknown,
  navigate: (url: string) => void = (url) => window.location.assign(url),
  title = 'Unauthorized',
  description = 'You are logged out. Logging in again...',
): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({ title, description, variant: 'destructive' });
  setTimeout(() => navigate('/api/login'), LOGIN_REDIRECT_DELAY_MS);
  return true;
}
