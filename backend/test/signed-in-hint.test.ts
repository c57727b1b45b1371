import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from './support/index.ts';
import { hasSignedInHint, opensOnLightLanding, SIGNED_IN_HINT_COOKIE } from '../../shell/src/landing/signed-in-hint.ts';
import { SIGNED_IN_HINT_COOKIE as SERVER_HINT } from '../src/platform/auth/session-cookies.ts';
import { PUBLIC_CONFIG_PATH } from '../../shell/src/landing/light-landing-config.ts';
import { routeTable } from '@tightlines/contracts';

/**
 * The readable tl.in cookie the shell's first script reads to choose the light landing or the app
 * (shell/src/landing/signed-in-hint.ts): set beside the session, gone with it, never the proof of one.
 */
describe('sessions: the signed-in hint for the first script', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  it('is named alike by the server and the shell, and the light landing asks the public config where the contract says', () => {
    expect(SERVER_HINT).to.equal(SIGNED_IN_HINT_COOKIE);
    expect(PUBLIC_CONFIG_PATH).to.equal(routeTable.platform.publicConfig.path);
  });

  it('comes with the session, readable by the page, and goes at sign-out', async () => {
    const angler = await signIn(app, 'Hinted Hana');
    const hint = angler.cookie(SIGNED_IN_HINT_COOKIE)!;
    expect(hint.value).to.equal('1');
    expect(hint.raw.toLowerCase()).not.to.include('httponly');
    expect(hint.raw.toLowerCase()).to.include('path=/;');
    expect(hint.raw.toLowerCase()).to.include('expires='); // as long as the session

    await angler.request('/api/logout');
    const after = angler.cookie(SIGNED_IN_HINT_COOKIE);
    expect(after?.value ?? '').to.equal('');
  });

  it('proves nothing: the hint without a session is not signed in', async () => {
    const angler = await signIn(app, 'Forging Fred');
    await angler.request('/api/logout');
    angler.cookies.set(`${SIGNED_IN_HINT_COOKIE};/`, {
      name: SIGNED_IN_HINT_COOKIE,
      value: '1',
      path: '/',
      raw: `${SIGNED_IN_HINT_COOKIE}=1; path=/`,
    });
    expect((await angler.get('/api/auth/user')).status).to.equal(401);
  });

  it('opens the light landing only at / and only without the hint', () => {
    expect(opensOnLightLanding('/', '')).to.equal(true);
    expect(opensOnLightLanding('/', 'theme=dark; tl.in=1')).to.equal(false);
    expect(opensOnLightLanding('/forum', '')).to.equal(false);
    expect(opensOnLightLanding('/', 'tl.inbox=1')).to.equal(true);
    expect(hasSignedInHint('tl.in=1')).to.equal(true);
    expect(hasSignedInHint('tl.in=')).to.equal(false);
  });
});
