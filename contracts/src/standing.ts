import { z } from './z.ts';

/**
 * An angler's standing: in good standing, suspended until a time, or banned. Identity keeps it and
 * adds it to the signed-in angler's answer; moderation changes it. Its own file, so the identity and
 * moderation contracts can both use it without importing each other.
 */
export const ANGLER_STANDINGS = ['good', 'suspended', 'banned'] as const;
export const AnglerStanding = z.object({ standing: z.enum(ANGLER_STANDINGS), suspendedUntil: z.iso.datetime().nullable() });
export type AnglerStanding = z.infer<typeof AnglerStanding>;

/** What a suspended or banned angler may still do, in the words every refused call answers with. */
const STILL_ALLOWED = 'you can read why, appeal and download your data.';

/**
 * The 403 a suspended or banned angler gets for every call but reading their statements, appealing,
 * exporting their data, reading who they are and signing out: why, and what they can do.
 */
export function restrictedMessage(standing: { standing: 'suspended'; until: Date } | { standing: 'banned' }): string {
  if (standing.standing === 'banned') return `Your account is banned: ${STILL_ALLOWED}`;
  const until = `${standing.until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `Your account is suspended until ${until}: ${STILL_ALLOWED}`;
}
