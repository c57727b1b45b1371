import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { Logger } from '../logging/logger.ts';

/** Files whose name stays the same across builds: browsers must always revalidate them. */
const ALWAYS_FRESH = new Set(['index.html', 'advertiser.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
/** The app's pages: the shell's, and the advertiser portal's (built into dist/shell/portal/). */
const PAGES = new Set(['index.html', 'advertiser.html']);
const PORTAL_PAGE = path.join('portal', 'advertiser.html');
const isPortalPath = (pathname: string) => pathname === '/advertiser' || pathname.startsWith('/advertiser/');

/** Our bundler names long-lived files with a content hash: `main.3f9a1c2b.js`, `412.a1b2c3d4e5.css`. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSED_COPIES = /\.(js|mjs|css|html|json|svg|txt|map)(\.br|\.gz)?$/;

function cacheControl(file: string): string {
  const name = path.basename(file);
  if (ALWAYS_FRESH.has(name)) return 'no-cache';
  return HASHED.test(name) ? IMMUTABLE : 'no-cache';
}

/**
 * The shell's page asks the browser to open connections to the remotes' other origins (REMOTE_ORIGINS)
 * while it loads its own first script: the first remote's manifest then waits for no DNS, TCP or TLS
 * set-up. Both kinds: the manifest is fetched in CORS mode (a connection without credentials), the
 * scripts and styles are not. Sent as a header, so the page itself stays the build's.
 */
function preconnectTo(origins: readonly string[]): string | undefined {
  return origins.length
    ? origins.flatMap((origin) => [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`]).join(', ')
    : undefined;
}

/**
 * Serves the built frontend: `dist/shell` at `/`, `dist/remotes/<name>` at `/remotes/<name>/`, the
 * portal's page (`dist/shell/portal/advertiser.html`) for `/advertiser/*`, and `dist/shell/index.html`
 * for any other page a browser asks for, so the shell's router decides (its not-found screen included).
 * `/api` paths never reach here.
 */
export function staticFiles(staticDir: string, log: Logger, remoteOrigins: readonly string[] = []): Middleware {
  const shellDir = path.join(staticDir, 'shell');
  const preconnect = preconnectTo(remoteOrigins);
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) {
    log.warn({ staticDir }, 'No built frontend found: run `npm run build` to serve the app (API still works)');
  }
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/oidc')) return next();

    const isRemote = ctx.path.startsWith('/remotes/');
    const root = isRemote ? path.join(staticDir, 'remotes') : shellDir;
    const relative = isRemote ? ctx.path.slice('/remotes'.length) : ctx.path;
    const setHeaders = (res: { setHeader(name: string, value: string): void }, file: string) => {
      res.setHeader('Cache-Control', cacheControl(file));
      // The build wrote .br and .gz copies (scripts/precompress-plugin.ts): which one is sent depends on the browser.
      if (COMPRESSED_COPIES.test(file)) res.setHeader('Vary', 'Accept-Encoding');
      if (isRemote) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      } else if (preconnect && PAGES.has(path.basename(file))) {
        res.setHeader('Link', preconnect);
      }
    };
    if (relative !== '/' && !relative.endsWith('/')) {
      try {
        const served = await send(ctx, relative, { root, setHeaders, hidden: false });
        if (served) return;
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
      }
    } else if (isRemote) {
      // A remote's standalone page: /remotes/advertiser/ → dist/remotes/advertiser/index.html
      try {
        if (await send(ctx, `${relative}index.html`, { root, setHeaders })) return;
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
      }
    }
    // A missing file with an extension is a real 404 (a stale chunk), not a page of the app.
    if (path.extname(ctx.path) !== '' || !ctx.accepts('html')) return next();
    // A page of a standalone remote (/remotes/advertiser/campaigns) falls back to that remote's page.
    const remoteName = isRemote ? relative.split('/')[1] : undefined;
    if (isRemote && !/^[a-z0-9-]+$/.test(remoteName ?? '')) return next();
    // The advertiser portal's pages: its own page, which loads the portal alone (shell/src/portal).
    if (!isRemote && isPortalPath(ctx.path) && fs.existsSync(path.join(shellDir, PORTAL_PAGE))) {
      await send(ctx, PORTAL_PAGE, { root: shellDir, setHeaders });
      return;
    }
    const pageDir = remoteName ? path.join(root, remoteName) : shellDir;
    if (!fs.existsSync(path.join(pageDir, 'index.html'))) return next();
    await send(ctx, 'index.html', { root: pageDir, setHeaders });
  };
}
