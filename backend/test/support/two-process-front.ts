import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which of two processes a request goes to. */
export type Pick = (path: string) => 0 | 1;

export interface TwoProcessFront {
  /** Where the two processes are reached together: their shared PUBLIC_URL. */
  url: string;
  /** The ports behind it, known once both processes listen; `pick` chooses per request. */
  route(ports: [number, number], pick: Pick): void;
  /** The paths each process answered, in order. */
  answered: [string[], string[]];
  close(): Promise<void>;
}

/**
 * The one address two app processes share (as WEB_CONCURRENCY's processes share a port): a tiny
 * forwarding server that sends each request to the process `pick` names, so a test decides which
 * process answers which step of a flow.
 */
export async function twoProcessFront(): Promise<TwoProcessFront> {
  let ports: [number, number] | undefined;
  let pick: Pick = () => 0;
  const answered: [string[], string[]] = [[], []];
  const server = http.createServer((req, res) => {
    if (!ports) return void res.writeHead(503).end();
    const which = pick(req.url!.split('?')[0]!);
    answered[which].push(req.url!.split('?')[0]!);
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[which], method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route: (bound, choose) => {
      ports = bound;
      pick = choose;
    },
    answered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
