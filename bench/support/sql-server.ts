/**
 * The bare server of the bench's own scenarios: Koa 3 and a plain `pg` Pool, one SQL query per
 * request, rows returned as JSON — nothing else between HTTP and the database. Run as a child
 * process (see server.ts): `node --import tsx bench/support/sql-server.ts <routes module>`, where
 * the module exports `routes: SqlRoute[]`. Env: DATABASE_URL, PORT, BENCH_POOL (default 16).
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Koa from 'koa';
import pg from 'pg';

export interface SqlRoute {
  /** Exact path, e.g. `/rows`. */
  path: string;
  sql: string;
  /** Bound parameters from the query string; throw for bad input (answered 400). */
  params(query: URLSearchParams): unknown[];
}

async function main() {
  const modulePath = process.argv[2];
  if (!modulePath || !process.env.DATABASE_URL) throw new Error('usage: DATABASE_URL=… sql-server.ts <routes module>');
  const { routes } = (await import(pathToFileURL(path.resolve(modulePath)).href)) as { routes: SqlRoute[] };
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BENCH_POOL ?? 16) });

  const app = new Koa();
  app.use(async (ctx) => {
    const route = ctx.method === 'GET' ? byPath.get(ctx.path) : undefined;
    if (!route) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    let values: unknown[];
    try {
      values = route.params(new URLSearchParams(ctx.querystring));
    } catch (error) {
      ctx.status = 400;
      ctx.body = { message: (error as Error).message };
      return;
    }
    ctx.body = (await pool.query({ text: route.sql, values })).rows;
  });

  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 60_000;
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    process.send?.({ port });
    if (!process.send) console.log(`bench server running at http://127.0.0.1:${port}`);
  });
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void pool.end().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Reads a positive integer query parameter, for routes' `params`. */
export function intParam(query: URLSearchParams, name: string): number {
  const value = Number(query.get(name));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
