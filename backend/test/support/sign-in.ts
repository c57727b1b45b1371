import { expect } from 'chai';
import { HttpClient } from './http-client.ts';

export interface SignInOptions {
  pictureUrl?: string;
  /** Where to land after sign-in (the `returnTo` of /api/login). */
  returnTo?: string;
}

export interface AnglerClient extends HttpClient {
  /** Where the app sent the browser at the end of sign-in. */
  landedOn: string;
}

/**
 * Signs in through the real flow, as a browser would: /api/login → the development provider's
 * sign-in page → submit the name → back through /api/callback. Returns a client whose cookie jar
 * carries the angler's session. The same name signs in as the same angler.
 */
export async function signIn(app: { url: string }, displayName: string, options: SignInOptions = {}): Promise<AnglerClient> {
  const login = `/api/login${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''}`;
  return submitSignIn(app, login, { displayName, pictureUrl: options.pictureUrl ?? '' });
}

/** Signs in as a seeded demo angler, chosen by slug on the provider's page as a newcomer chooses one. */
export function signInAsDemoAngler(app: { url: string }, slug: string): Promise<AnglerClient> {
  return submitSignIn(app, '/api/login', { chosen: slug });
}

/** Tries a sign-in step again after Retry-After while the app says it is briefly unavailable (503), as a browser's person would. */
async function followWhileBusy(client: HttpClient, path: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await client.follow(path, init);
    if (response.status !== 503 || attempt === BUSY_ATTEMPTS) return response;
    await response.arrayBuffer();
    const seconds = Number(response.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}
/** A busy machine (many sign-ins at once on a loaded CI host) may answer 503 for a while; a real outage still fails. */
const BUSY_ATTEMPTS = 5;

async function submitSignIn(app: { url: string }, login: string, fields: Record<string, string>): Promise<AnglerClient> {
  const client = new HttpClient(app.url) as AnglerClient;
  const page = await followWhileBusy(client, login);
  const html = await page.text();
  expect(page.status, `sign-in page: ${html.slice(0, 300)}`).to.equal(200);
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`No sign-in form on the provider's page:\n${html.slice(0, 500)}`);

  const landed = await followWhileBusy(client, action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const final = new URL(landed.url);
  client.landedOn = final.pathname + final.search;
  if (!client.cookie('tl.sid')) {
    throw new Error(`Sign-in did not open a session (ended at ${client.landedOn}, status ${landed.status})`);
  }
  return client;
}
