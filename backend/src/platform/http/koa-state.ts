import type { Logger } from '../logging/logger.ts';
import type { Restriction } from '../auth/angler-restrictions.ts';

/** What the platform middleware puts on every request's `ctx.state`. */
declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
    /** The signed-in angler's id, when the session cookie names a live session. */
    anglerId?: string;
    /** The signed-in angler is suspended or banned (null or absent: in good standing), as their session was looked up. */
    restriction?: Restriction | null;
    /** The contract path (`/api/profile/:userId`) of the matched route, for metrics labels. */
    routePattern?: string;
  }
}
