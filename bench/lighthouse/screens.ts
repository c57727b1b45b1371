/**
 * What `npm run lighthouse` (and its profiler) measure: the production build served by the real app
 * with the demo data, and the screens a person opens first — the landing signed out, then signed in
 * as an angler following the suggested demo anglers: the home, a profile and every remote's first screen,
 * and spots' other views (All Spots, a spot's detail opened by its link).
 */
import path from 'node:path';
import tls from 'node:tls';
import { startTestApp, type TestApp } from '../../backend/test/support/index.ts';
import { signIn } from '../../backend/test/support/sign-in.ts';
import { selfSignedCertificate } from '../../backend/test/support/self-signed.ts';

export interface Screen {
  name: string;
  path: string;
  /** The path as reported (an angler's id replaced by `:id`). */
  label: string;
  signedIn: boolean;
}

export interface ScreensUnderTest {
  app: TestApp;
  /**
   * The signed-in angler's cookies, to put in the browser's jar: the session and the readable
   * signed-in hint the shell's first script reads (a Cookie request header alone would leave
   * document.cookie empty, and '/' would open on the visitors' landing).
   */
  cookies: { name: string; value: string; path: string }[];
  screens: Screen[];
  /** Chromium's flags for this app: with HTTP/2, trust its throwaway certificate (by its public key). */
  chromeFlags: string[];
  close(): Promise<void>;
}

/**
 * How the app serves the build: h2 (the default) — HTTPS with HTTP/2 (TLS_CERT_FILE with a throwaway
 * certificate), as production reaches a browser (the deploy set's Ingress terminates TLS and speaks HTTP/2;
 * on one host the app itself does). LIGHTHOUSE_PROTOCOL=http1: the app's plain HTTP/1.1 on 127.0.0.1, six
 * connections and a round trip per request — what Lighthouse's simulated slow network punishes most.
 */
export const protocol = process.env.LIGHTHOUSE_PROTOCOL === 'http1' ? 'http1' : 'h2';

/** DIST_DIR (a build beside the one being served) or dist/. */
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(process.cwd(), 'dist');

/** LIGHTHOUSE_ONLY=spots,forum: only the screens whose name contains one of these words (while iterating). */
export const only = (process.env.LIGHTHOUSE_ONLY ?? '')
  .toLowerCase()
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

export async function startScreens(): Promise<ScreensUnderTest> {
  if (protocol === 'h2' && typeof tls.setDefaultCACertificates !== 'function') {
    throw new Error(
      `HTTP/2 measurement needs Node 24 (tls.setDefaultCACertificates); this is ${process.version}: run it with \`npx node\` or through npm, or set LIGHTHOUSE_PROTOCOL=http1`,
    );
  }
  const cert = protocol === 'h2' ? selfSignedCertificate() : undefined;
  // This process's own calls (the sign-in below) trust the certificate too.
  if (cert) tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert.pem]);
  const tlsEnv: Record<string, string> = cert ? { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile } : {};
  const app = await startTestApp({ staticDir: distDir, env: { DEMO_DATA: 'true', ...tlsEnv } });
  const angler = await signIn(app, 'Lighthouse Lou');
  // A home with people in it: follow the demo anglers the suggestions offer.
  const suggested = await angler.get<{ id: string }[]>('/api/users/suggested');
  for (const person of suggested.json.slice(0, 5)) await angler.request(`/api/follow/${person.id}`, { method: 'POST' });
  const cookies = [...angler.cookies.values()].map(({ name, value, path }) => ({ name, value, path }));
  const me = (await angler.get<{ id: string }>('/api/auth/user')).json;
  // A demo water, to open a spot's detail by its link.
  const spot = (await angler.get<{ id: string }[]>('/api/spots')).json[0]!;
  // The demo's first event as the list orders it (running first): a tournament's own page, with its entries.
  const [event] = (await angler.get<{ id: string }[]>('/api/tournaments')).json;
  const all = [
    { name: 'Landing', path: '/', signedIn: false },
    { name: 'Signed-in home', path: '/', signedIn: true },
    { name: 'Profile', path: `/profile/${me.id}`, signedIn: true },
    { name: 'Forum', path: '/forum', signedIn: true },
    // /spots opens on the heat map (its default tab).
    { name: 'Spots', path: '/spots', signedIn: true },
    { name: 'Spots, All Spots', path: '/spots?tab=all', signedIn: true },
    { name: "Spots, a spot's detail open", path: `/spots?spot=${spot.id}`, signedIn: true },
    { name: 'Tournaments', path: '/tournaments', signedIn: true },
    ...(event ? [{ name: 'Tournaments: one event', path: `/tournaments/${event.id}`, signedIn: true }] : []),
    { name: 'Advertiser portal', path: '/advertiser/login', signedIn: false },
  ];
  const screens = all
    .filter((s) => only.length === 0 || only.some((word) => s.name.toLowerCase().includes(word)))
    .map((s) => ({
      ...s,
      label: s.path
        .replace(me.id, ':id')
        .replace(spot.id, ':spot')
        .replace(event?.id ?? me.id, ':id'),
    }));
  const chromeFlags = cert ? [`--ignore-certificate-errors-spki-list=${cert.spkiSha256}`] : [];
  const close = async () => {
    await app.close();
    cert?.remove();
  };
  return { app, cookies, screens, chromeFlags, close };
}
