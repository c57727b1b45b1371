import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiServer {
  /** Every request the server received: method, path with query, headers, body text. */
  requests: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[];
  close: () => Promise<void>;
}

/**
 * A real HTTP server standing in for the backend's answers, so the client is tested over
 * real fetch and real responses. Browser code fetches relative paths ('/api/...'); while
 * the server runs, relative URLs are resolved against it. Node's fetch is restored on close.
 */
export async function startApiServer(
  answer: (req: { url?: string; method?: string }, res: ServerResponse, body: string) => void,
): Promise<ApiServer> {
  const requests: ApiServer['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    nodeFetch(typeof input === 'string' && input.startsWith('/') ? base + input : input, init)) as typeof fetch;
  return {
    requests,
    close: async () => {
      globalThis.fetch = nodeFetch;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
