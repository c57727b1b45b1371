import { inject } from 'inversify';
import { identityRoutes } from '@tightlines/contracts';
import type { Config } from '../../../../platform/config/config.ts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { redirect, respond } from '../../../../platform/http/reply.ts';
import type { OidcClient } from '../../../../platform/auth/oidc-client.ts';
import type { SessionCookies } from '../../../../platform/auth/session-cookies.ts';
import { ConfigToken, OidcClientToken, SessionCookiesToken } from '../../../../platform/tokens.ts';
import { CurrentAngler } from '../../application/current-angler.ts';
import { SignInWithOidc } from '../../application/sign-in-with-oidc.ts';
import { toSignedInUserResponse } from './user.response.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import { inForce } from '../../../../platform/auth/angler-restrictions.ts';

/** Sign-in, sign-out and "who am I" over HTTP: contract in, use case, contract out. */
export class IdentityRoutes implements RouteModule {
  constructor(
    @inject(ConfigToken) private readonly config: Config,
    @inject(OidcClientToken) private readonly oidc: OidcClient,
    @inject(SessionCookiesToken) private readonly sessions: SessionCookies,
    @inject(SignInWithOidc) private readonly signInWithOidc: SignInWithOidc,
    @inject(CurrentAngler) private readonly currentAngler: CurrentAngler,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  register(http: HttpRoutes): void {
    http.on(identityRoutes.currentUser, async (_input, { anglerId, koa }) => {
      const user = await this.currentAngler.execute(anglerId);
      // Plain text, so the client's error message reads `401: Unauthorized` (spec part 1 §8).
      if (!user) return respond(401, 'Unauthorized');
      // The standing the session was looked up with: what every other call of this session is allowed by.
      return toSignedInUserResponse(user, inForce(koa.state.restriction, this.clock.now()));
    });

    http.on(identityRoutes.login, async ({ query }, { koa }) => {
      const request = await this.oidc.beginSignIn();
      await this.sessions.rememberPendingSignIn(koa, {
        state: request.state,
        nonce: request.nonce,
        codeVerifier: request.codeVerifier,
        returnTo: query.returnTo ?? '/',
      });
      return redirect(request.url);
    });

    http.on(identityRoutes.callback, async (_input, { koa, log }) => {
      const pending = await this.sessions.takePendingSignIn(koa);
      if (!pending) {
        log.warn('sign-in callback without a pending sign-in (expired, replayed or cookies blocked)');
        return redirect('/');
      }
      const identity = await this.oidc.completeSignIn(new URL(koa.originalUrl, this.config.publicUrl), pending);
      if ('failed' in identity) {
        log.warn({ reason: identity.failed }, 'sign-in refused');
        return redirect('/');
      }
      const user = await this.signInWithOidc.execute(identity);
      await this.sessions.startAnglerSession(koa, user.id, { idToken: identity.idToken });
      log.info({ userId: user.id }, 'angler signed in');
      return redirect(pending.returnTo);
    });

    // Both sessions end: ours, then the provider's (its end-session endpoint, where it offers one),
    // which sends the browser back to the landing screen — so the next Sign In asks who is signing in.
    http.on(identityRoutes.logout, async (_input, { koa, log }) => {
      const { idToken } = await this.sessions.endSession(koa);
      const providerSignOut = idToken
        ? await this.oidc.endSessionUrl(idToken, `${this.config.publicUrl}/`).catch((error: unknown) => {
            log.warn({ err: error }, 'the provider cannot be asked to end its session; only ours ended');
            return null;
          })
        : null;
      return redirect(providerSignOut ?? '/');
    });
  }
}
