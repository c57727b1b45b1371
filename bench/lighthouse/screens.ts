/**
 * What `npm run lighthouse` (and its profiler) measure: the production build served by the real app
 * with the demo data, and the main screens — the landing signed out; signed in as an angler following
 * the suggested demo anglers: the home, a profile, the forum and a question, messages with a
 * conversation open, groups, spots' views (the heat map, All Spots, a spot's detail opened by its link),
 * tournaments and an event; the advertiser portal's login (signed out) and dashboard (as a demo
 * advertiser); the operator console (as the demo operator). Who each screen is opened as: identities.ts.
 */
import path from 'node:path';
import tls from 'node:tls';
import { startTestApp, type TestApp } from '../../backend/test/support/index.ts';
import { selfSignedCertificate } from '../../backend/test/support/self-signed.ts';
import { type BrowserState, type Identity, signInCast } from './identities.ts';

export interface Screen {
  name: string;
  path: string;
  /** The path as reported (ids replaced by `:id`, `:spot`). */
  label: string;
  /** Who opens it: the browser holds that identity's cookies and storage (identities.ts). */
  as: Identity;
}

export interface ScreensUnderTest {
  app: TestApp;
  protocol: Protocol;
  /**
   * Each identity's cookies and localStorage, to put in the browser (the session and the readable
   * signed-in hint the shell's first script reads: a Cookie request header alone would leave
   * document.cookie empty, and '/' would open on the visitors' landing).
   */
  states: Record<Identity, BrowserState>;
  screens: Screen[];
  /** Chromium's flags for this app: with HTTP/2, trust its throwaway certificate (by its public key). */
  chromeFlags: string[];
  close(): Promise<void>;
}

/**
 * How the app serves the build: h2 — HTTPS with HTTP/2 (TLS_CERT_FILE with a throwaway certificate), as
 * production reaches a browser (the deploy set's Ingress terminates TLS and speaks HTTP/2; on one host
 * the app itself does); http1 — the app's plain HTTP/1.1 on 127.0.0.1, six connections and a round trip
 * per request, what Lighthouse's simulated slow network punishes most.
 */
export type Protocol = 'h2' | 'http1';

const PROTOCOLS = new Map<string, Protocol[]>([
  ['h2', ['h2']],
  ['http1', ['http1']],
  ['both', ['h2', 'http1']],
]);

/** LIGHTHOUSE_PROTOCOL: h2 (the default), http1, or both (h2, then http1: a table each). */
export const protocols: Protocol[] = (() => {
  const asked = process.env.LIGHTHOUSE_PROTOCOL || 'h2';
  const chosen = PROTOCOLS.get(asked);
  if (!chosen) throw new Error(`LIGHTHOUSE_PROTOCOL=${asked}: expected h2, http1 or both`);
  return chosen;
})();

/** DIST_DIR (a build beside the one being served) or dist/. */
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(process.cwd(), 'dist');

/** LIGHTHOUSE_ONLY=spots,forum: only the screens whose name contains one of these words (while iterating). */
export const only = (process.env.LIGHTHOUSE_ONLY ?? '')
  .toLowerCase()
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

export async function startScreens(protocol: Protocol = protocols[0]!): Promise<ScreensUnderTest> {
  if (protocol === 'h2' && typeof tls.setDefaultCACertificates !== 'function') {
    throw new Error(
      `HTTP/2 measurement needs Node 24 (tls.setDefaultCACertificates); this is ${process.version}: run it with \`npx node\` or through npm, or set LIGHTHOUSE_PROTOCOL=http1`,
    );
  }
  const cert = protocol === 'h2' ? selfSignedCertificate() : undefined;
  // This process's own calls (the sign-ins) trust the certificate too.
  if (cert) tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert.pem]);
  const tlsEnv: Record<string, string> = cert ? { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile } : {};
  const app = await startTestApp({ staticDir: distDir, env: { DEMO_DATA: 'true', ...tlsEnv } });
  const cast = await signInCast(app);
  const { angler } = cast;
  // A demo water, to open a spot's detail by its link.
  const spot = (await angler.get<{ id: string }[]>('/api/spots')).json[0]!;
  // The demo's first event as the list orders it (running first): a tournament's own page, with its entries.
  const [event] = (await angler.get<{ id: string }[]>('/api/tournaments')).json;
  // The forum's newest question, with its answers.
  const [question] = (await angler.get<{ id: string }[]>('/api/forum/questions')).json;
  const all: Screen[] = [
    { name: 'Landing', path: '/', label: '/', as: 'visitor' },
    { name: 'Signed-in home', path: '/', label: '/', as: 'angler' },
    { name: 'Profile', path: `/profile/${cast.anglerId}`, label: '/profile/:id', as: 'angler' },
    { name: 'Forum', path: '/forum', label: '/forum', as: 'angler' },
    ...(question
      ? [{ name: 'Forum: a question', path: `/forum/question/${question.id}`, label: '/forum/question/:id', as: 'angler' as const }]
      : []),
    { name: 'Messages, a conversation open', path: `/messages?with=${cast.mateId}`, label: '/messages?with=:id', as: 'angler' },
    { name: 'Groups', path: '/groups', label: '/groups', as: 'angler' },
    // /spots opens on the heat map (its default tab).
    { name: 'Spots', path: '/spots', label: '/spots', as: 'angler' },
    { name: 'Spots, All Spots', path: '/spots?tab=all', label: '/spots?tab=all', as: 'angler' },
    { name: "Spots, a spot's detail open", path: `/spots?spot=${spot.id}`, label: '/spots?spot=:spot', as: 'angler' },
    { name: 'Tournaments', path: '/tournaments', label: '/tournaments', as: 'angler' },
    ...(event
      ? [{ name: 'Tournaments: one event', path: `/tournaments/${event.id}`, label: '/tournaments/:id', as: 'angler' as const }]
      : []),
    { name: 'Advertiser portal', path: '/advertiser/login', label: '/advertiser/login', as: 'visitor' },
    {
      name: 'Advertiser dashboard',
      path: `/advertiser/${cast.advertiserId}/dashboard`,
      label: '/advertiser/:id/dashboard',
      as: 'advertiser',
    },
    { name: 'Operator console', path: '/operator', label: '/operator', as: 'operator' },
  ];
  const screens = all.filter((s) => only.length === 0 || only.some((word) => s.name.toLowerCase().includes(word)));
  const chromeFlags = cert ? [`--ignore-certificate-errors-spki-list=${cert.spkiSha256}`] : [];
  const close = async () => {
    await app.close();
    cert?.remove();
  };
  return { app, protocol, states: cast.states, screens, chromeFlags, close };
}
