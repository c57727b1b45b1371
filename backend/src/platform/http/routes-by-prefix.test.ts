import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Koa from 'koa';
import { Router } from '@koa/router';
import { identityRoutes, postsRoutes, profilesRoutes } from '@tightlines/contracts';
import { HttpRoutes } from './http-routes.ts';
import { errorHandler } from './error-handler.ts';
import { HttpProblem } from './http-errors.ts';
import { prefixOf, routesByPrefix } from './routes-by-prefix.ts';

/** Real contract routes with handlers that only say which route answered. */
function aTable(): HttpRoutes {
  const table = new HttpRoutes({ bodyLimit: '1mb', checkResponses: false });
  table.on(identityRoutes.currentUser, () => ({ route: 'current user' }) as never);
  table.on(postsRoutes.likePost, () => ({ route: 'like' }) as never);
  table.on(postsRoutes.unlikePost, () => ({ route: 'unlike' }) as never);
  table.on(profilesRoutes.profile, () => ({ route: 'profile' }) as never);
  return table;
}

/** The app's routing tail: routes, then the not-found answer; errors as the app answers them. */
async function answers(routing: Koa.Middleware, requests: Array<[string, string]>): Promise<string[]> {
  const app = new Koa();
  app.use(errorHandler);
  app.use((ctx, next) => {
    ctx.state.anglerId = '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab';
    return next();
  });
  app.use(routing);
  app.use((ctx) => {
    throw new HttpProblem(404, `No such API call: ${ctx.method} ${ctx.path}`);
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return await Promise.all(
      requests.map(async ([method, path]) => {
        const res = await fetch(`${base}${path}`, { method });
        return `${method} ${path} → ${res.status} ${res.headers.get('allow') ?? ''} ${await res.text()}`;
      }),
    );
  } finally {
    server.close();
  }
}

describe('platform: routes by path prefix', () => {
  it('takes the first two segments of a path, in lower case', () => {
    expect(prefixOf('/api/posts/0b6f/like')).to.equal('/api/posts');
    expect(prefixOf('/API/Auth/user')).to.equal('/api/auth');
    expect(prefixOf('/api/login')).to.equal('/api/login');
    expect(prefixOf('/api')).to.equal('/api');
    expect(prefixOf('/')).to.equal('/');
  });

  it('answers every request exactly as one router over the whole table did', async () => {
    const post = '/api/posts/0b6f1c9e-8d7a-4c1e-9f00-1234567890ab/like';
    const requests: Array<[string, string]> = [
      ['GET', '/api/auth/user'],
      ['GET', '/API/AUTH/USER'],
      ['GET', '/api/auth/user/'],
      ['PUT', '/api/auth/user'],
      ['OPTIONS', '/api/auth/user'],
      ['POST', post],
      ['DELETE', post],
      ['GET', post],
      ['GET', '/api/profile/0b6f1c9e-8d7a-4c1e-9f00-1234567890ab'],
      ['GET', '/api/posts'],
      ['GET', '/api/no-such-thing'],
      ['GET', '/api'],
      ['GET', '/'],
    ];
    const single = new Router();
    aTable().mountOn(single);
    const singleRouting: Koa.Middleware = (ctx, next) =>
      (single.routes() as unknown as Koa.Middleware)(ctx, () =>
        (single.allowedMethods({ throw: true }) as unknown as Koa.Middleware)(ctx, next),
      );
    const before = await answers(singleRouting, requests);
    const after = await answers(routesByPrefix(aTable()), requests);
    expect(after).to.deep.equal(before);
    expect(after[0]).to.contain('current user');
    expect(after[5]).to.contain('"like"');
  });
});
