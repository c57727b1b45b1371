import { createHash, randomBytes } from 'node:crypto';

/** A portal session lasts a week from sign-in. */
export const SESSION_TTL_MS = 7 * 86_400_000;

/** A fresh session token: the cookie holds it, the database only its hash. */
export const newPortalToken = (): string => randomBytes(32).toString('base64url');

export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
