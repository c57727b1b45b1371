import type { Middleware } from 'koa';
import send from 'koa-send';
import { LOCAL_MEDIA_PREFIX } from '../media/local-disk.storage.ts';
import { HttpProblem } from './http-errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MEDIA_PATH = /^\/media\/(?:photos|videos)\/[0-9a-f]{2}\/[0-9a-f-]{36}(?:\.thumb)?\.(?:webp|mp4|mov|webm)$/;

/**
 * Serves media stored on local disk at `/media/<key>`. Keys are random and never reused, so files are
 * cached forever. Only names the media store makes are served: nothing else in MEDIA_DIR leaks.
 * Media is as public as its URL (like most photo CDNs): the ids are unguessable.
 */
export function mediaFiles(mediaDir: string): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(LOCAL_MEDIA_PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!MEDIA_PATH.test(ctx.path)) throw new HttpProblem(404, 'Not Found');
    try {
      await send(ctx, ctx.path.slice(LOCAL_MEDIA_PREFIX.length), {
        root: mediaDir,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', IMMUTABLE);
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
    } catch (error) {
      if ((error as { status?: number }).status === 404) throw new HttpProblem(404, 'Not Found');
      throw error;
    }
  };
}
