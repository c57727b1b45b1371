import type { Context, Middleware } from 'koa';
import type { SessionStore } from './session-store.ts';
import { createHash } from 'node:crypto';
import { RecentSessions } from './recent-sessions.ts';
import { localCacheInvalidation, type CacheInvalidation } from '../signals/cache-invalidation.ts';
import { SessionGeneration } from './session-generation.ts';
import type { AnglerRestrictions, Restriction } from './angler-restrictions.ts';

export const SESSION_COOKIE = 'tl.sid';
export const SIGN_IN_COOKIE = 'tl.signin';
/**
 * Readable by the page, proving nothing: it only tells the shell's first script to load the app rather
 * than the light landing (shell/src/landing/signed-in-hint.ts). Same lifetime as the session cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'tl.in';
const SIGN_IN_TTL_SECONDS = 10 * 60;

export interface SessionCookieOptions {
  ttlDays: number;
  /** PUBLIC_URL is https (TLS may end at a proxy in front of us, so the request itself may look plain). */
  secure: boolean;
  /**
   * SESSION_CACHE_SECONDS: how long a verified cookie's angler is trusted without asking again (0:
   * never). A sign-out is signalled to every process, so this is a safety net for a missed signal, not
   * how long a sign-out takes; an angler's sessions ended all at once (suspended, banned, account
   * deleted) are never trusted again anywhere after the ending answers (session-generation.ts).
   */
  cacheSeconds?: number;
  /** Who is suspended or banned (identity binds it; absent in an app without identity: nobody). */
  restrictions?: () => AnglerRestrictions | undefined;
  /** Reads the session generation (session-generation.ts: a committed value, on a connection of its own). */
  readGeneration: () => Promise<number>;
}

/** What a process remembers of a verified session: its angler, their restriction, and the generation it was looked up under. */
interface RememberedSession {
  anglerId: string;
  restriction: Restriction | null;
  generation: number;
}

/** What /api/login remembers until the provider sends the browser back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

/**
 * Sessions seen from HTTP: the `tl.sid` cookie (httpOnly, SameSite=Lax, Secure behind TLS, signed
 * with SESSION_SECRET) naming a row of the session store.
 *
 * Every signed-in call starts here, so a cookie pair (value + signature) whose signature was checked
 * and whose session was found is remembered with its angler for a few seconds: the next calls skip
 * the HMAC and the query. Signing out forgets it here at once and in every other process within
 * milliseconds (a signal carrying a hash of the pair, never the cookie itself).
 */
export class SessionCookies {
  readonly #recent: RecentSessions<RememberedSession>;
  readonly #generation: SessionGeneration;
  readonly #remembering: boolean;

  constructor(
    private readonly store: SessionStore,
    private readonly options: SessionCookieOptions,
    private readonly invalidation: CacheInvalidation = localCacheInvalidation(),
  ) {
    const recent = new RecentSessions<RememberedSession>((options.cacheSeconds ?? 0) * 1000);
    this.#recent = recent;
    this.#remembering = (options.cacheSeconds ?? 0) > 0;
    this.#generation = new SessionGeneration(options.readGeneration, () => recent.clear());
    invalidation.register(
      'sessions',
      (key) => recent.forget(key),
      () => recent.clear(),
    );
    // All of one angler's sessions (their account deleted, their standing changed): the devices' cookie pairs are unknown here.
    invalidation.register(
      'angler-sessions',
      (anglerId) => recent.forgetWhere((s) => s.anglerId === anglerId),
      () => recent.clear(),
    );
  }

  /**
   * Puts the signed-in angler's id (if any) on `ctx.state.anglerId`, and their restriction (suspended,
   * banned) on `ctx.state.restriction`. A remembered session is trusted only under the session
   * generation read after this call arrived (session-generation.ts): a suspension, a ban or a deleted
   * account answered by any process is never followed by a call served on the ended session.
   */
  middleware(): Middleware {
    return async (ctx, next) => {
      const pair = this.#remembering ? cookiePair(ctx) : undefined;
      if (pair && this.#recent.get(pair)) await this.#generation.caughtUp();
      const known = pair ? this.#recent.get(pair) : undefined;
      if (known && known.generation === this.#generation.known) {
        ctx.state.anglerId = known.anglerId;
        ctx.state.restriction = known.restriction;
        return next();
      }
      const token = ctx.cookies.get(SESSION_COOKIE, { signed: true });
      if (token) {
        if (pair && this.#generation.known === undefined) await this.#generation.caughtUp();
        // Read before the lookup: what is remembered is only as new as the generation seen before it.
        const generation = this.#generation.known;
        const session = await this.store.find(token);
        if (session?.userId) {
          const restriction = (await this.options.restrictions?.()?.restrictionOf(session.userId)) ?? null;
          ctx.state.anglerId = session.userId;
          ctx.state.restriction = restriction;
          if (pair && generation !== undefined) {
            this.#recent.set(pair, { anglerId: session.userId, restriction, generation }, session.expiresAt?.getTime() ?? 0);
          }
        }
      }
      await next();
    };
  }

  /**
   * A new session id at every sign-in: an id planted before sign-in is worthless after it. The
   * provider's ID token is kept with it, for ending the provider's session at sign-out.
   */
  async startAnglerSession(ctx: Context, userId: string, provider: { idToken?: string | null } = {}): Promise<void> {
    await this.endSession(ctx);
    const ttl = this.options.ttlDays * 24 * 3600;
    const token = await this.store.create({ userId, data: provider.idToken ? { idToken: provider.idToken } : {} }, ttl);
    this.#set(ctx, SESSION_COOKIE, token, { maxAge: ttl * 1000, path: '/' });
    this.#hint(ctx, '1', ttl * 1000);
    ctx.state.anglerId = userId;
  }

  /** Ends the angler's session; answers the provider's ID token it was opened with, if any (for sign-out there). */
  async endSession(ctx: Context): Promise<{ idToken: string | null }> {
    const pair = cookiePair(ctx);
    if (pair) this.invalidation.forget('sessions', pair);
    const token = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    let idToken: string | null = null;
    if (token) {
      const session = await this.store.find(token);
      if (session?.userId && typeof session.data.idToken === 'string') idToken = session.data.idToken;
      await this.store.destroy(token);
    }
    this.#set(ctx, SESSION_COOKIE, null, { path: '/' });
    this.#hint(ctx, null);
    ctx.state.anglerId = undefined;
    return { idToken };
  }

  /**
   * Ends every session of the angler, on every device, in the caller's transaction (their account is
   * deleted, suspended or banned), moving the session generation with it: once it commits, every process forgets the angler's remembered sessions (a signal).
   */
  async endAllSessionsOf(userId: string): Promise<void> {
    await this.store.destroyAllOf(userId);
    this.invalidation.forget('angler-sessions', userId);
  }

  /** Every process forgets what it remembered of the angler's sessions (their standing changed): the next call looks them up. */
  forgetRememberedOf(userId: string): void {
    this.invalidation.forget('angler-sessions', userId);
  }

  /** The pre-sign-in state lives in a short-lived session row named by its own cookie, scoped to the callback. */
  async rememberPendingSignIn(ctx: Context, pending: PendingSignIn): Promise<void> {
    const token = await this.store.create({ userId: null, data: { ...pending } }, SIGN_IN_TTL_SECONDS);
    this.#set(ctx, SIGN_IN_COOKIE, token, { maxAge: SIGN_IN_TTL_SECONDS * 1000, path: '/api/callback' });
  }

  /** Returns and forgets the pending sign-in (one use only). */
  async takePendingSignIn(ctx: Context): Promise<PendingSignIn | undefined> {
    const token = ctx.cookies.get(SIGN_IN_COOKIE, { signed: true });
    if (!token) return undefined;
    const session = await this.store.find(token);
    await this.store.destroy(token);
    this.#set(ctx, SIGN_IN_COOKIE, null, { path: '/api/callback' });
    return session && !session.userId ? (session.data as unknown as PendingSignIn) : undefined;
  }

  #hint(ctx: Context, value: string | null, maxAge?: number) {
    ctx.cookies.set(SIGNED_IN_HINT_COOKIE, value, {
      maxAge,
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: this.options.secure || ctx.secure,
      signed: false,
      overwrite: true,
    });
  }

  #set(ctx: Context, name: string, value: string | null, options: { maxAge?: number; path: string }) {
    // Koa refuses Secure cookies on a plain request; with TLS ended by a proxy we know better.
    if (this.options.secure) (ctx.cookies as { secure?: boolean }).secure = true;
    ctx.cookies.set(name, value, {
      ...options,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secure || ctx.secure,
      signed: true,
      overwrite: true,
    });
  }
}

/**
 * The session cookie as sent, value and signature together (unverified: only a key to what was
 * verified), hashed: the key travels to other processes when a session ends, the cookie never does.
 */
function cookiePair(ctx: Context): string | undefined {
  // signed: false explicitly — with app keys set, `cookies` verifies by default.
  const value = ctx.cookies.get(SESSION_COOKIE, { signed: false });
  const signature = ctx.cookies.get(`${SESSION_COOKIE}.sig`, { signed: false });
  return value && signature ? createHash('sha256').update(`${value}.${signature}`).digest('base64url') : undefined;
}
