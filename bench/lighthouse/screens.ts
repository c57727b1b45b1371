/**
 * What `npm run lighthouse` (and its profiler) measure: the production build served by the real app
 * with the demo data, and the screens a person opens first — the landing signed out, then signed in
 * as an angler following the suggested demo anglers: the home, a profile and every remote's first screen.
 */
import path from 'node:path';
import { startTestApp, type TestApp } from '../../backend/test/support/index.ts';
import { signIn } from '../../backend/test/support/sign-in.ts';

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
}

/** DIST_DIR (a build beside the one being served) or dist/. */
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(process.cwd(), 'dist');

/** LIGHTHOUSE_ONLY=spots,forum: only the screens whose name contains one of these words (while iterating). */
export const only = (process.env.LIGHTHOUSE_ONLY ?? '')
  .toLowerCase()
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

export async function startScreens(): Promise<ScreensUnderTest> {
  const app = await startTestApp({ staticDir: distDir, env: { DEMO_DATA: 'true' } });
  const angler = await signIn(app, 'Lighthouse Lou');
  // A home with people in it: follow the demo anglers the suggestions offer.
  const suggested = await angler.get<{ id: string }[]>('/api/users/suggested');
  for (const person of suggested.json.slice(0, 5)) await angler.request(`/api/follow/${person.id}`, { method: 'POST' });
  const cookies = [...angler.cookies.values()].map(({ name, value, path }) => ({ name, value, path }));
  const me = (await angler.get<{ id: string }>('/api/auth/user')).json;
  const all = [
    { name: 'Landing', path: '/', signedIn: false },
    { name: 'Signed-in home', path: '/', signedIn: true },
    { name: 'Profile', path: `/profile/${me.id}`, signedIn: true },
    { name: 'Forum', path: '/forum', signedIn: true },
    { name: 'Spots', path: '/spots', signedIn: true },
    { name: 'Tournaments', path: '/tournaments', signedIn: true },
    { name: 'Advertiser portal', path: '/advertiser/login', signedIn: false },
  ];
  const screens = all
    .filter((s) => only.length === 0 || only.some((word) => s.name.toLowerCase().includes(word)))
    .map((s) => ({ ...s, label: s.path.replace(me.id, ':id') }));
  return { app, cookies, screens };
}
