import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import compress from 'koa-compress';
import { jsonBodyOnce } from './json-body.ts';

/** A JSON answer whose serializations are counted (JSON.stringify calls toJSON once each time). */
function counted() {
  const answer = { serialized: 0, toJSON: () => ({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, species: 'walleye' })) }) };
  const body = {
    get serializedTimes() {
      return answer.serialized;
    },
    toJSON: () => {
      answer.serialized += 1;
      return answer.toJSON();
    },
  };
  return body;
}

async function serve(app: Koa, run: (url: string) => Promise<void>) {
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

describe('JSON answers serialized once', () => {
  it('serializes a JSON answer once behind the compression middleware (Koa and its length getter did it twice)', async () => {
    const body = counted();
    const app = new Koa();
    app.use(compress({ threshold: 1024 }));
    app.use(jsonBodyOnce());
    app.use((ctx) => {
      ctx.body = body;
    });
    await serve(app, async (url) => {
      const res = await fetch(url);
      expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      expect(((await res.json()) as { items: unknown[] }).items).to.have.length(50);
    });
    expect(body.serializedTimes).to.equal(1);
  });

  it('sends a large answer whole, as JSON with its byte length, and a small one as text', async () => {
    const catches = Array.from({ length: 400 }, (_, i) => ({ id: i, species: 'wels catfish 🐟', note: 'ä'.repeat(i % 7) }));
    const app = new Koa();
    app.use(jsonBodyOnce());
    app.use((ctx) => {
      ctx.body = ctx.path === '/small' ? { species: 'perch' } : { catches };
    });
    await serve(app, async (url) => {
      const large = await fetch(url);
      const text = await large.text();
      expect(large.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      expect(Number(large.headers.get('content-length'))).to.equal(Buffer.byteLength(text));
      expect(JSON.parse(text)).to.deep.equal({ catches });
      const small = await fetch(`${url}/small`);
      expect(small.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      expect(await small.json()).to.deep.equal({ species: 'perch' });
    });
  });

  it('leaves text, buffers and empty answers as they are', async () => {
    const app = new Koa();
    app.use(jsonBodyOnce());
    app.use((ctx) => {
      if (ctx.path === '/text') ctx.body = 'plain';
      else if (ctx.path === '/buffer') ctx.body = Buffer.from('bytes');
      else ctx.status = 204;
    });
    await serve(app, async (url) => {
      expect(await (await fetch(`${url}/text`)).text()).to.equal('plain');
      expect(await (await fetch(`${url}/buffer`)).text()).to.equal('bytes');
      expect((await fetch(`${url}/none`)).status).to.equal(204);
    });
  });
});
