import { expect } from 'chai';
import http from 'node:http';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from '../support/index.ts';
import { BUILT_SCRIPT, builtShell } from '../support/built-shell.ts';

/** The raw answer as it crossed the wire (fetch would decompress it out of sight). */
function wire(url: string, encodings: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encodings } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('platform: compressed delivery', () => {
  let app: TestApp;
  let built: ReturnType<typeof builtShell>;
  const script = BUILT_SCRIPT;

  before(async () => {
    built = builtShell();
    app = await startTestApp({ staticDir: built.dir });
  });
  after(async () => {
    await app?.close();
    built?.remove();
  });

  it("sends the build's brotli copy of an asset to a browser that accepts it, gzip to one that takes only gzip, and says it varies", async () => {
    const br = await wire(`${app.url}/main.0123abcd.js`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers.vary).to.contain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).to.equal(script);
    const gz = await wire(`${app.url}/main.0123abcd.js`, 'gzip');
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).to.equal(script);
    const plain = await wire(`${app.url}/main.0123abcd.js`, 'identity');
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.body.toString()).to.equal(script);
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const big = await wire(`${app.url}/api/openapi.json`, 'br, gzip');
    expect(big.headers['content-encoding']).to.equal('br');
    const doc = JSON.parse(zlib.brotliDecompressSync(big.body).toString()) as { openapi: string };
    expect(doc.openapi).to.equal('3.1.0');
    expect(big.body.length).to.be.below(Buffer.byteLength(JSON.stringify(doc)) / 3);
    const small = await wire(`${app.url}/health/live`, 'br, gzip');
    expect(small.headers['content-encoding']).to.equal(undefined);
  });
});
