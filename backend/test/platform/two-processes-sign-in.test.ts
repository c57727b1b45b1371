import { expect } from 'chai';
import { User } from '@tightlines/contracts';
import { createTestDatabase, signIn, startTestApp, type TestApp, type TestDatabase } from '../support/index.ts';
import { twoProcessFront, type TwoProcessFront } from '../support/two-process-front.ts';

/**
 * Two server processes behind one address, as WEB_CONCURRENCY runs them, with the development
 * provider: what one process's provider stored (the interaction, the code, the grant, the keys it
 * signed with) must be known to the other, or the callback answers 401.
 */
describe('platform: signing in through the development provider across two processes', () => {
  let database: TestDatabase;
  let front: TwoProcessFront;
  let a: TestApp;
  let b: TestApp;

  before(async () => {
    database = await createTestDatabase();
    front = await twoProcessFront();
    a = await startTestApp({ database, env: { PUBLIC_URL: front.url } });
    b = await startTestApp({ database, env: { PUBLIC_URL: front.url } });
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await front?.close();
    await database?.drop();
  });
  beforeEach(() => {
    for (const paths of front.answered) paths.splice(0);
  });

  it('signs in when the authorization happens on one process and the callback and token exchange on the other', async () => {
    const onB = ['/api/callback', '/oidc/token', '/oidc/me', '/oidc/jwks'];
    front.route([a.config.port, b.config.port], (path) => (onB.includes(path) ? 1 : 0));
    const rosa = await signIn({ url: front.url }, 'Rosa Rivers');
    expect(front.answered[0]).to.include.members(['/api/login', '/oidc/auth']);
    expect(front.answered[1]).to.include.members(['/api/callback', '/oidc/token']);
    const me = await rosa.get('/api/auth/user');
    expect(me.status, me.text).to.equal(200);
    expect(User.parse(me.json).displayName).to.equal('Rosa Rivers');
  });

  it('signs in when every request goes to the other process than the one before', async () => {
    let turn = 0;
    front.route([a.config.port, b.config.port], () => (turn++ % 2) as 0 | 1);
    const finn = await signIn({ url: front.url }, 'Finn Follower');
    expect(front.answered[0].length).to.be.greaterThan(2);
    expect(front.answered[1].length).to.be.greaterThan(2);
    const me = await finn.get('/api/auth/user');
    expect(me.status, me.text).to.equal(200);
    expect(User.parse(me.json).displayName).to.equal('Finn Follower');
  });
});
