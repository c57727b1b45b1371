import { ApiError, LOGIN_REDIRECT_DELAY_MS, toast } from '@tightlines/kit';

/**
 * Spec §6, §8: a tip or trip action refused for want of a session says so ('Authentication Required -
 * Please log in to vote on tips.') and starts sign-in again after 500 ms. The server's 401 here carries
 * the spec's own words, so it is recognised by its status, not by the word 'Unauthorized'.
 */
export function signInAgain(
  error: unknown,
  description: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  toast({ title: 'Authentication Required', description, variant: 'destructive' });
  setTimeout(() => navigate('/api/login'), LOGIN_REDIRECT_DELAY_MS);
  return true;
}
