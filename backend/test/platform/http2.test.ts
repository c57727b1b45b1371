import { expect } from 'chai';
import http2 from 'node:http2';
import https from 'node:https';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from '../support/index.ts';
import { BUILT_SCRIPT, builtShell } from '../support/built-shell.ts';
import { signIn } from '../support/sign-in.ts';
import { selfSignedCertificate, type SelfSigned } from '../support/self-signed.ts';

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on an HTTP/2 session, the answer as it crossed the wire. */
function onStream(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
  });
}

describe('platform: HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let app: TestApp;
  let cert: SelfSigned;
  let built: ReturnType<typeof builtShell>;
  const script = BUILT_SCRIPT;
  const trustedBefore = tls.getCACertificates('default');

  before(async () => {
    cert = selfSignedCertificate();
    // This process's fetch (the sign-in helper) trusts the throwaway certificate.
    tls.setDefaultCACertificates([...trustedBefore, cert.pem]);
    built = builtShell();
    app = await startTestApp({ staticDir: built.dir, env: { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile } });
  });
  after(async () => {
    await app?.close();
    tls.setDefaultCACertificates(trustedBefore);
    cert?.remove();
    built?.remove();
  });

  it('serves on https, and its public address and session cookie say so', async () => {
    expect(app.url).to.match(/^https:\/\/127\.0\.0\.1:\d+$/);
    const angler = await signIn(app, 'Secure Sam');
    expect(angler.cookie('tl.sid')!.raw).to.match(/;\s*secure/i);
    expect((await angler.get<{ displayName: string }>('/api/auth/user')).json.displayName).to.equal('Secure Sam');
  });

  it('answers many requests at once on one HTTP/2 connection, compressed files included', async () => {
    const session = http2.connect(app.url, { ca: cert.pem });
    try {
      const [health, js, ...rest] = await Promise.all([
        onStream(session, { ':path': '/health/live' }),
        onStream(session, { ':path': '/main.0123abcd.js', 'accept-encoding': 'br, gzip' }),
        ...Array.from({ length: 8 }, () => onStream(session, { ':path': '/health/ready' })),
      ]);
      expect(session.alpnProtocol).to.equal('h2');
      expect(health.status).to.equal(200);
      expect(js.status).to.equal(200);
      expect(js.headers['content-encoding']).to.equal('br');
      expect(zlib.brotliDecompressSync(js.body).toString()).to.equal(script);
      expect(rest.map((r) => r.status)).to.deep.equal(Array(8).fill(200));
    } finally {
      session.close();
    }
  });

  it('still speaks HTTP/1.1 to a client without HTTP/2', async () => {
    const answer = await new Promise<{ status: number; alpn: string | false | null }>((resolve, reject) => {
      https
        .get(`${app.url}/health/live`, { ca: cert.pem, ALPNProtocols: ['http/1.1'] } as https.RequestOptions, (res) => {
          const alpn = (res.socket as tls.TLSSocket).alpnProtocol;
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, alpn }));
        })
        .on('error', reject);
    });
    expect(answer).to.deep.equal({ status: 200, alpn: 'http/1.1' });
  });

  it('stops at once with an idle HTTP/1.1 keep-alive connection open (it is closed, not waited for)', async () => {
    const second = await startTestApp({ env: { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile } });
    const agent = new https.Agent({ keepAlive: true, ca: cert.pem, ALPNProtocols: ['http/1.1'] } as https.AgentOptions);
    try {
      const status = await new Promise<number>((resolve, reject) => {
        https
          .get(`${second.url}/health/live`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          })
          .on('error', reject);
      });
      expect(status).to.equal(200);
      expect(Object.values(agent.freeSockets).flat().length, 'the connection is kept alive, idle').to.equal(1);
      const started = Date.now();
      await second.close();
      // The test app's drain limit is 2 s: an idle connection waited for would take all of it.
      expect(Date.now() - started).to.be.below(1500);
    } finally {
      agent.destroy();
    }
  });

  it('refuses bad input over HTTP/2 as over HTTP/1.1: a 4xx with a message, never a connection error', async () => {
    const session = http2.connect(app.url, { ca: cert.pem });
    try {
      const answer = await onStream(session, { ':path': '/api/posts/not-a-post-id' });
      expect(answer.status).to.be.within(400, 499);
      expect(JSON.parse(answer.body.toString())).to.have.property('message').that.is.a('string');
    } finally {
      session.close();
    }
  });

  it('keeps a live stream open over HTTP/2 (no connection headers) and ends it with a retry hint when the app stops', async () => {
    const angler = await signIn(app, 'Streaming Stella');
    const session = http2.connect(app.url, { ca: cert.pem });
    const stream = session.request({ ':path': '/api/live', cookie: angler.cookieHeader('/api/live'), accept: 'text/event-stream' });
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) => stream.once('response', resolve));
    expect(headers[':status']).to.equal(200);
    expect(headers['content-type']).to.match(/^text\/event-stream/);
    expect(headers).not.to.have.property('connection');
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    const ended = new Promise<void>((resolve) => stream.once('close', () => resolve()));
    const goaway = new Promise<void>((resolve) => session.once('goaway', () => resolve()));
    await app.close();
    await Promise.all([ended, goaway]);
    expect(text).to.match(/^retry: \d+/);
    app = undefined as unknown as TestApp; // closed here; `after` has nothing left to close
    session.destroy();
  });
});
