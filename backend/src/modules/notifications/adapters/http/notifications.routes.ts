import { inject } from 'inversify';
import { notificationsRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { ReadNotifications } from '../../application/read-notifications.ts';
import { LiveHub } from '../live/live-hub.ts';
import { toNotificationResponse } from './notification.response.ts';
import { timeKeyCursor } from '../../../../platform/http/keyset-cursor.ts';
import { lastEventIdOf, openLiveStream } from './live-stream.ts';

/** The bell and the live stream over HTTP. */
export class NotificationsRoutes implements RouteModule {
  constructor(
    @inject(ReadNotifications) private readonly notifications: ReadNotifications,
    @inject(LiveHub) private readonly hub: LiveHub,
  ) {}

  register(http: HttpRoutes): void {
    http.on(notificationsRoutes.list, async ({ query }, { anglerId }) => {
      const page = await this.notifications.page(anglerId, timeKeyCursor.decode(query.cursor), query.limit);
      return { items: page.items.map(toNotificationResponse), nextCursor: timeKeyCursor.encode(page.next) };
    });
    http.on(notificationsRoutes.unreadCount, async (_input, { anglerId }) => ({ unread: await this.notifications.unreadCount(anglerId) }));
    http.on(notificationsRoutes.markRead, async ({ params }, { anglerId }) => ({
      unread: await this.notifications.markRead(anglerId, params.id),
    }));
    http.on(notificationsRoutes.markAllRead, async (_input, { anglerId }) => ({ unread: await this.notifications.markAllRead(anglerId) }));
    http.on(notificationsRoutes.stream, async ({ query }, { anglerId, koa }) => {
      await openLiveStream(koa, this.hub, anglerId, lastEventIdOf(koa.get('Last-Event-ID') || undefined, query.lastEventId));
      return respond(200, null);
    });
  }
}
