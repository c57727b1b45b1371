import type { IncomingMessage } from 'node:http';
import type { Context, Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Logger } from '../../logging/logger.ts';
import type { Sql } from '../../db/sql.ts';
import { readLoginForm, type DevAccount } from './dev-account.ts';
import { forgetExpiredProviderRecords, ProviderRecords } from './provider-records.ts';
import { providerKeys } from './provider-keys.ts';
import { renderLoginPage } from './login-page.ts';
import { renderSignOutPage, SIGN_OUT_SCRIPT, SIGN_OUT_SCRIPT_PATH } from './sign-out-page.ts';
import { chosenSubjectOf, type DevAnglerChoices } from './dev-angler-choices.ts';

export const DEV_PROVIDER_PATH = '/oidc';
const SESSION_SECONDS = 14 * 24 * 3600;

export interface DevProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Serves everything under /oidc: the provider's endpoints and our sign-in page. */
  middleware: Middleware;
}

/**
 * A real OpenID Provider for development and tests, mounted in the app at /oidc: people sign in by
 * typing a name (someone new) or by choosing one of the demo anglers. Signing out of the app ends
 * the provider's session too (RP-initiated logout), so the next sign-in asks again. Everything it
 * remembers — its keys and client secret, sessions, grants, codes, tokens, accounts — is kept in
 * PostgreSQL (dev_provider_records), so a sign-in begun on one server process ends on any other.
 * The app refuses to start it in production (see config).
 */
export async function createDevProvider(options: {
  db: Sql;
  publicUrl: string;
  trustProxy: boolean;
  log: Logger;
  /** The anglers one may choose to be (identity's demo anglers), asked when the page is drawn. */
  choices?: () => DevAnglerChoices | undefined;
}): Promise<DevProvider> {
  const issuer = `${options.publicUrl}${DEV_PROVIDER_PATH}`;
  const clientId = 'tightlines';
  const { db } = options;
  const { clientSecret, signingKey, cookieKey } = await providerKeys(db);
  await forgetExpiredProviderRecords(db);
  const accounts = new ProviderRecords(db, 'DevAccount');
  const rememberAccount = (account: DevAccount) => accounts.upsert(account.sub, { ...account }, SESSION_SECONDS);

  const configuration: Configuration = {
    adapter: (model: string) => new ProviderRecords(db, model),
    ttl: { Interaction: 600, Session: SESSION_SECONDS, Grant: SESSION_SECONDS, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [{ ...signingKey, kid: 'dev-signing-key', use: 'sig', alg: 'RS256' }] as never },
    cookies: { keys: [cookieKey] },
    // The development provider vouches for an email of its own per name (…@dev.tightlines.test), within
    // the profile scope the app asks of it: `npm run operator -- grant EMAIL` names an angler by it.
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name', 'picture', 'email', 'email_verified'] },
    features: {
      devInteractions: { enabled: false },
      // Signing out of the app ends this session too; the confirmation form sends itself (sign-out-page.ts).
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: Context, form: string) => {
          ctx.type = 'html';
          ctx.body = renderSignOutPage(form);
        },
      },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
    // Our own app is first-party: consent is implied, so the only prompt is the sign-in page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = (await accounts.find(sub)) as DevAccount | undefined;
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: account.name,
          given_name: account.givenName,
          ...(account.familyName ? { family_name: account.familyName } : {}),
          ...(account.picture ? { picture: account.picture } : {}),
          email: devEmailOf(sub),
          email_verified: true,
        }),
      };
    },
    renderError: async (ctx: Context, out: { error?: unknown; error_description?: unknown }) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><meta charset="utf-8"><title>Sign-in error</title><h1>Sign-in error</h1><pre>${String(out.error).replace(/[<&]/g, '')}: ${String(out.error_description ?? '').replace(/[<&]/g, '')}</pre><p><a href="/">Back to Tightlines</a></p>`;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = options.trustProxy;
  provider.on('server_error', (_ctx, error) => options.log.error({ err: error }, 'development provider error'));
  const providerCallback = provider.callback();
  const parseForm = bodyParser({ enableTypes: ['form'], formLimit: '16kb' });

  const interaction = async (ctx: Context): Promise<boolean> => {
    const match = /^\/oidc\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (!match) return false;
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const action = `${DEV_PROVIDER_PATH}/interaction/${details.uid}/login`;
    const choices = () => options.choices?.()?.list() ?? Promise.resolve([]);
    if (ctx.method === 'GET' && !match[2]) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = renderLoginPage({ action, choices: await choices() });
      return true;
    }
    if (ctx.method === 'POST' && match[2]) {
      await parseForm(ctx as never, async () => {});
      const form = ((ctx.request as { body?: Record<string, unknown> }).body ?? {}) as Record<string, unknown>;
      if (typeof form.chosen === 'string' && form.chosen) {
        const subject = chosenSubjectOf(form.chosen);
        const chosen = await options.choices?.()?.link(form.chosen, issuer, subject);
        if (!chosen) {
          ctx.status = 400;
          ctx.type = 'html';
          ctx.body = renderLoginPage({ action, error: 'That angler is not one you can choose.', choices: await choices() });
          return true;
        }
        const [givenName, ...rest] = chosen.name.split(' ');
        await rememberAccount({
          sub: subject,
          name: chosen.name,
          givenName: givenName!,
          familyName: rest.join(' ') || null,
          picture: null,
        });
        const redirectTo = await provider.interactionResult(
          ctx.req,
          ctx.res,
          { login: { accountId: subject } },
          { mergeWithLastSubmission: false },
        );
        ctx.status = 303;
        ctx.redirect(redirectTo);
        return true;
      }
      const result = readLoginForm(form);
      if (!result.ok) {
        ctx.status = 400;
        ctx.type = 'html';
        ctx.body = renderLoginPage({
          action,
          error: result.error,
          displayName: String(form.displayName ?? ''),
          pictureUrl: String(form.pictureUrl ?? ''),
          choices: await choices(),
        });
        return true;
      }
      await rememberAccount(result.account);
      // Each sign-in leaves an interaction and a code behind: the expired ones go now and then.
      await forgetExpiredProviderRecords(db);
      const redirectTo = await provider.interactionResult(
        ctx.req,
        ctx.res,
        {
          login: { accountId: result.account.sub },
        },
        { mergeWithLastSubmission: false },
      );
      ctx.status = 303;
      ctx.redirect(redirectTo);
      return true;
    }
    return false;
  };

  const middleware: Middleware = async (ctx, next) => {
    if (ctx.path !== DEV_PROVIDER_PATH && !ctx.path.startsWith(`${DEV_PROVIDER_PATH}/`)) return next();
    ctx.state.routePattern = ctx.path.startsWith(`${DEV_PROVIDER_PATH}/interaction/`) ? '/oidc/interaction/:uid' : DEV_PROVIDER_PATH;
    if (ctx.path === SIGN_OUT_SCRIPT_PATH) {
      ctx.type = 'text/javascript';
      ctx.body = SIGN_OUT_SCRIPT;
      return;
    }
    if (await interaction(ctx)) return;
    // Hand the raw request to the provider's own Koa app, as if it were mounted at /oidc.
    (ctx.req as IncomingMessage & { originalUrl?: string }).originalUrl = ctx.req.url;
    ctx.req.url = ctx.req.url!.slice(DEV_PROVIDER_PATH.length) || '/';
    ctx.respond = false;
    await providerCallback(ctx.req, ctx.res);
  };

  return { issuer, clientId, clientSecret, middleware };
}

/** The email the development provider gives the angler of a subject: `olga-owner@dev.tightlines.test`. */
export const devEmailOf = (subject: string): string => `${subject}@dev.tightlines.test`;
