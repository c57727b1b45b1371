import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

const MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

/**
 * Security headers with a CSP the shell, the remotes, the maps service and the development sign-in
 * page all work under: scripts only from us, the remotes' origins and the maps service, inline styles
 * (UI kit), pictures from anywhere secure (anglers paste photo URLs), forms only back to us.
 *
 * `remoteOrigins` (REMOTE_ORIGINS) are the other origins remotes are served from: the shell fetches
 * their manifests (connect-src) and loads their entries and chunks (script-src), styles (style-src),
 * fonts and pictures (font-src, img-src — the latter for http origins: any https one is allowed anyway).
 */
export function securityHeaders(publicUrl: string, remoteOrigins: readonly string[] = []): Middleware {
  const https = publicUrl.startsWith('https:');
  const remotes = [...remoteOrigins];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...MAPS],
        styleSrc: ["'self'", ...remotes, "'unsafe-inline'", 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", ...remotes, 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", ...remotes, 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...remotes, ...MAPS],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Static serving loosens this to cross-origin for remote files (shells on other origins load them).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }) as unknown as Middleware;
}
