import { settledQueueOf } from './job-queue.ts';

export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  /** The raw Set-Cookie line, to check its flags. */
  raw: string;
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: T;
}

/**
 * A small HTTP client for one origin with a cookie jar, as a browser would keep it: cookies set by
 * responses are sent back on later requests whose path they cover. Redirects are followed only
 * when asked, so tests can look at each hop.
 */
export class HttpClient {
  readonly cookies = new Map<string, StoredCookie>();

  /**
   * `awaitEvents: false`: answers as soon as the server does, without waiting for the events the
   * request caused (a test holding event delivery reads right after the answer).
   */
  constructor(
    readonly baseUrl: string,
    private readonly options: { awaitEvents?: boolean } = {},
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url.pathname);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    // What the request caused (durable events, deferred work) is applied before the test reads on.
    if (this.options.awaitEvents !== false) await settledQueueOf(this.baseUrl);
    return response;
  }

  /** Follows redirects hop by hop (keeping cookies); returns the last response. */
  async follow(path: string, init: RequestInit = {}, maxHops = 20): Promise<Response> {
    let response = await this.request(path, init);
    for (let hop = 0; hop < maxHops && response.status >= 300 && response.status < 400; hop++) {
      const location = response.headers.get('location');
      if (!location) break;
      const next = new URL(location, response.url || this.baseUrl);
      if (next.origin !== new URL(this.baseUrl).origin) break;
      response = await this.request(next.pathname + next.search);
    }
    return response;
  }

  async get<T = unknown>(path: string, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
    return read<T>(await this.request(path, { headers }));
  }

  async send<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    return read<T>(await this.request(path, init));
  }

  cookieHeader(pathname: string): string {
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attr('path') ?? '/';
      const expires = attr('expires');
      const expired = value === '' || (expires !== undefined && new Date(expires).getTime() <= Date.now());
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path, raw: line });
    }
  }

  /** The cookie of that name (any path), if the jar holds one. */
  cookie(name: string): StoredCookie | undefined {
    return [...this.cookies.values()].find((c) => c.name === name);
  }
}

async function read<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  let json: unknown;
  if ((response.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(text);
  return { status: response.status, headers: response.headers, text, json: json as T };
}
