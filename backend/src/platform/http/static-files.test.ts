import { expect } from 'chai';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { createLogger } from '../logging/logger.ts';
import { staticFiles } from './static-files.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe("the built frontend's pages", () => {
  let dir: string;
  let server: http.Server;
  let port: number;

  const get = (pathname: string, cookie?: string) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (part: string) => {
            body += part;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    });

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-static-'));
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), 'the landing page');
    fs.writeFileSync(path.join(dir, 'shell', 'app.html'), "the angler's page");
    const app = new Koa();
    app.use(staticFiles(dir, createLogger({ logLevel: 'silent' })));
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends a visitor the page without the app's files, at / and at any page of the app", async () => {
    for (const pathname of ['/', '/spots', '/profile/someone']) {
      const answer = await get(pathname);
      expect(answer.status, pathname).to.equal(200);
      expect(answer.body, pathname).to.equal('the landing page');
      expect(answer.headers.vary, pathname).to.include('Cookie');
      expect(answer.headers['cache-control'], pathname).to.equal('no-cache');
    }
  });

  it('sends an angler with the signed-in hint the page that names the app’s first files, at any page', async () => {
    for (const pathname of ['/', '/forum/question/1']) {
      const answer = await get(pathname, 'other=x; tl.in=1');
      expect(answer.body, pathname).to.equal("the angler's page");
      expect(answer.headers.vary, pathname).to.include('Cookie');
      expect(answer.headers['cache-control'], pathname).to.equal('no-cache');
    }
  });

  it('keeps index.html where a build has no app page, or the hint says nothing', async () => {
    expect((await get('/', 'tl.in=0')).body).to.equal('the landing page');
    fs.renameSync(path.join(dir, 'shell', 'app.html'), path.join(dir, 'shell', 'app.html.off'));
    try {
      expect((await get('/', 'tl.in=1')).body).to.equal('the landing page');
    } finally {
      fs.renameSync(path.join(dir, 'shell', 'app.html.off'), path.join(dir, 'shell', 'app.html'));
    }
  });
});
