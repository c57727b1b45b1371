import * as oidc from 'openid-client';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  scopes: string;
  /** Only the development provider is reached over plain http. */
  allowHttp: boolean;
}

/** Who the provider says signed in; the claims we use to create or recognise an angler. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
  /** The sign-in email when the provider vouches for it (not when it says email_verified: false). */
  email: string | null;
  /** The ID token of this sign-in: kept in the session, handed back to the provider at sign-out (`id_token_hint`). */
  idToken: string | null;
}

export interface SignInRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const claim = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The relying-party side of OpenID Connect: authorization code flow with PKCE, state and nonce
 * against any standard provider. Discovery is lazy (the development provider lives in this very
 * server, which is not listening yet when the app is built) and retried after a failure.
 */
export class OidcClient {
  #configuration?: Promise<oidc.Configuration>;

  constructor(private readonly settings: OidcClientSettings) {}

  #discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, allowHttp } = this.settings;
    this.#configuration ??= oidc
      .discovery(
        new URL(issuer),
        clientId,
        undefined,
        clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(),
        allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        this.#configuration = undefined;
        throw error;
      });
    return this.#configuration;
  }

  async beginSignIn(): Promise<SignInRequest> {
    const config = await this.#discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /**
   * Redeems the code from the callback URL. A refused sign-in (the person cancelled, state, nonce or
   * PKCE do not match, a replayed code) is an expected outcome, returned as `{ failed }`.
   */
  async completeSignIn(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedIdentity | { failed: string }> {
    try {
      return await this.#redeem(callbackUrl, expected);
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
        return { failed: `${error.error}: ${error.error_description ?? ''}` };
      }
      if (error instanceof oidc.ClientError) return { failed: error.message };
      throw error;
    }
  }

  /**
   * Where to send the browser to end the provider's session too (RP-initiated logout, with
   * `id_token_hint` and `post_logout_redirect_uri`), or null when the provider offers no
   * end-session endpoint (then only our session ends).
   */
  async endSessionUrl(idToken: string | null, postLogoutRedirectUri: string): Promise<string | null> {
    const config = await this.#discover();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      post_logout_redirect_uri: postLogoutRedirectUri,
      ...(idToken ? { id_token_hint: idToken } : {}),
    }).href;
  }

  async #redeem(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }) {
    const config = await this.#discover();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      pkceCodeVerifier: expected.codeVerifier,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    // Many providers put only `sub` in the ID token; the profile claims come from userinfo.
    const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    return {
      issuer: config.serverMetadata().issuer,
      subject: idClaims.sub,
      name: claim(info.name) ?? claim(idClaims.name),
      givenName: claim(info.given_name) ?? claim(idClaims.given_name),
      familyName: claim(info.family_name) ?? claim(idClaims.family_name),
      picture: claim(info.picture) ?? claim(idClaims.picture),
      email: (info.email_verified ?? idClaims.email_verified) === false ? null : (claim(info.email) ?? claim(idClaims.email)),
      idToken: tokens.id_token ?? null,
    };
  }
}
