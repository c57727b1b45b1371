import type { Logger } from '../logging/logger.ts';

/** What the platform middleware puts on every request's `ctx.state`. */
declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
    /** The signed-in angler's id, when the session cookie names a live session. */
    anglerId?: string;
    /** The contract path (`/api/profile/:userId`) of the matched route, for metrics labels. */
    routePattern?: string;
  }
}
