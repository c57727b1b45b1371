/**
 * Who a measured screen is opened as, and what the browser holds for each: a visitor (nothing), the
 * Lighthouse angler (following the suggested demo anglers, with a mate to talk to), a demo advertiser
 * signed in to the portal, and the demo operator. Each is signed in through the app's own flows, as a
 * person would be, and handed to the browser as Playwright's storage state.
 */
import { DEMO_ADVERTISER_PASSWORD } from '../../backend/src/seed/demo-advertisers.ts';
import { DEMO_ANGLERS } from '../../backend/src/seed/demo-anglers.ts';
import { DEMO_OPERATOR } from '../../backend/src/seed/demo-operator.ts';
import { HttpClient, type StoredCookie } from '../../backend/test/support/http-client.ts';
import { signIn, signInAsDemoAngler } from '../../backend/test/support/sign-in.ts';
import { ADVERTISER_STORAGE_KEY } from '../../remotes/advertiser/src/api/advertiser-session.ts';

export type Identity = 'visitor' | 'angler' | 'advertiser' | 'operator';

/** Playwright's storage state (browser.newContext's storageState, context.setStorageState). */
export interface BrowserState {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Strict' | 'Lax' | 'None';
  }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** What the screens need to know of the people behind them. */
export interface Cast {
  states: Record<Identity, BrowserState>;
  /** The Lighthouse angler's own client: to read what their screens open. */
  angler: HttpClient;
  /** The Lighthouse angler's id (their own profile). */
  anglerId: string;
  /** The demo angler the Lighthouse angler has a conversation with. */
  mateId: string;
  /** The signed-in demo advertiser's id (their dashboard). */
  advertiserId: string;
}

/**
 * The cookies exactly as the app set them (flags read from each Set-Cookie line: the shell reads its
 * signed-in hint from document.cookie, so HttpOnly must not be added where the app left it off), and the
 * app's origin with these localStorage entries — always listed, so restoring a state also empties what
 * the previous screen's identity left there.
 */
function browserState(appUrl: string, cookies: Iterable<StoredCookie>, localStorage: { name: string; value: string }[] = []): BrowserState {
  const origin = new URL(appUrl).origin;
  return {
    cookies: [...cookies].map(({ name, value, path, raw }) => {
      const flags = raw.split(';').map((part) => part.trim().toLowerCase());
      const sameSite = flags.find((f) => f.startsWith('samesite='))?.slice('samesite='.length);
      return {
        name,
        value,
        domain: new URL(appUrl).hostname,
        path,
        expires: -1,
        httpOnly: flags.includes('httponly'),
        secure: flags.includes('secure'),
        sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
      };
    }),
    origins: [{ origin, localStorage }],
  };
}

const DEMO_ADVERTISER_EMAIL = 'demo@reeldeals.example';

/** A short exchange, so the open conversation shows both sides as a real one does. */
const EXCHANGE = [
  'Saw your catch from the weekend. What were they hitting?',
  'Soft plastics on a drop shot, about twenty feet down.',
  'Nice. I am heading out Saturday morning, any spot you would try?',
  'The point past the launch, first light. Good luck out there!',
];

export async function signInCast(app: { url: string }): Promise<Cast> {
  const angler = await signIn(app, 'Lighthouse Lou');
  const anglerId = (await angler.get<{ id: string }>('/api/auth/user')).json.id;
  // A home with people in it: follow the demo anglers the suggestions offer.
  const suggested = await angler.get<{ id: string }[]>('/api/users/suggested');
  for (const person of suggested.json.slice(0, 5)) await angler.request(`/api/follow/${person.id}`, { method: 'POST' });

  // A mate (they follow each other: whom messages allow) and a conversation with them.
  const first = DEMO_ANGLERS[0]!;
  const mate = await signInAsDemoAngler(app, `${first.firstName}-${first.lastName}`.toLowerCase());
  const mateId = (await mate.get<{ id: string }>('/api/auth/user')).json.id;
  await angler.request(`/api/follow/${mateId}`, { method: 'POST' });
  await mate.request(`/api/follow/${anglerId}`, { method: 'POST' });
  for (const [i, content] of EXCHANGE.entries()) {
    const [from, to] = i % 2 === 0 ? [angler, mateId] : [mate, anglerId];
    const sent = await from.send('POST', '/api/messages', { recipientId: to, content });
    if (sent.status !== 201) throw new Error(`Could not send the demo conversation's message: ${sent.status} ${sent.text}`);
  }

  // The portal keeps its signed-in user in localStorage beside its own cookie (as its login page does).
  const portal = new HttpClient(app.url);
  const login = await portal.send<{ advertiserId: string }>('POST', '/api/advertisers/login', {
    email: DEMO_ADVERTISER_EMAIL,
    password: DEMO_ADVERTISER_PASSWORD,
  });
  if (login.status !== 200) throw new Error(`The demo advertiser could not sign in: ${login.status} ${login.text}`);

  const operator = await signInAsDemoAngler(app, DEMO_OPERATOR.slug);

  return {
    states: {
      visitor: browserState(app.url, []),
      angler: browserState(app.url, angler.cookies.values()),
      advertiser: browserState(app.url, portal.cookies.values(), [{ name: ADVERTISER_STORAGE_KEY, value: login.text }]),
      operator: browserState(app.url, operator.cookies.values()),
    },
    angler,
    anglerId,
    mateId,
    advertiserId: login.json.advertiserId,
  };
}
