import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';
import type tls from 'node:tls';

/**
 * The socket the app answers on: plain HTTP/1.1 behind a proxy that terminates TLS (the deploy set's
 * Ingress), or — with TLS_CERT_FILE/TLS_KEY_FILE — HTTPS with HTTP/2, HTTP/1.1 kept for clients
 * without it (ALPN decides). HTTP/2 matters to a phone on a slow network: one connection carries
 * every request at once, where HTTP/1.1 opens six and queues the rest, each behind a round trip
 * (the signed-in screens load some twenty files before their first paint).
 *
 * Either way the listener knows how to stop politely (platform/http/draining.ts): stop accepting,
 * close what is idle, cut what is left.
 */
export interface Listener {
  readonly server: net.Server;
  readonly scheme: 'http' | 'https';
  /** Stops accepting; `done` once every connection has closed. */
  close(done: () => void): void;
  /** Closes connections with no request in flight; those busy close as their last answer ends. */
  closeIdleConnections(): void;
  /** Cuts every connection left. */
  closeAllConnections(): void;
}

/**
 * How long an idle keep-alive connection stays open: longer than the proxy in front keeps its own idle
 * connections to the app (ingress-nginx's upstream keepalive: 60 s), so the proxy never sends on a
 * connection the app has just closed (a reset, a 502), and a connection opened in a burst is still there
 * for the next burst instead of costing an accept and a new parser then. Node's default is 5 s.
 */
export const KEEP_ALIVE_MS = 65_000;

export function createListener(tlsFiles: { certFile: string; keyFile: string } | null, handler: http.RequestListener): Listener {
  if (!tlsFiles) {
    const server = http.createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, handler);
    return {
      server,
      scheme: 'http',
      close: (done) => server.close(() => done()),
      closeIdleConnections: () => server.closeIdleConnections(),
      closeAllConnections: () => server.closeAllConnections(),
    };
  }
  return secureListener(fs.readFileSync(tlsFiles.certFile), fs.readFileSync(tlsFiles.keyFile), handler);
}

function secureListener(cert: Buffer, key: Buffer, handler: http.RequestListener): Listener {
  let closing = false;
  const sessions = new Set<http2.ServerHttp2Session>();
  // HTTP/1.1 connections (ALPN chose it, or no ALPN at all) and their requests in flight: Node's
  // HTTP/2 server has no closeIdleConnections for the HTTP/1.1 it also speaks.
  const http1 = new Map<tls.TLSSocket, number>();
  const server = http2.createSecureServer({ cert, key, allowHTTP1: true }, (req, res) => {
    if (req.httpVersionMajor === 1) {
      const socket = req.socket as tls.TLSSocket;
      http1.set(socket, (http1.get(socket) ?? 0) + 1);
      res.once('close', () => {
        const left = (http1.get(socket) ?? 1) - 1;
        http1.set(socket, left);
        if (closing && left === 0) socket.end();
      });
    }
    handler(req as unknown as http.IncomingMessage, res as unknown as http.ServerResponse);
  });
  server.on('secureConnection', (socket: tls.TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return; // its session is tracked below
    http1.set(socket, 0);
    socket.once('close', () => http1.delete(socket));
  });
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
    if (closing) session.close();
  });
  return {
    server,
    scheme: 'https',
    close: (done) => server.close(() => done()),
    closeIdleConnections: () => {
      closing = true;
      // GOAWAY: the browser opens no new stream here; the streams under way finish, then it closes.
      for (const session of sessions) session.close();
      for (const [socket, inFlight] of http1) if (inFlight === 0) socket.end();
    },
    closeAllConnections: () => {
      for (const session of sessions) session.destroy();
      for (const socket of http1.keys()) socket.destroy();
    },
  };
}
