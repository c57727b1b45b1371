import { inject } from 'inversify';
import { notificationsRoutes, type NotificationTopic as ContractTopic } from '@tightlines/contracts';
import type { NotificationTopic } from '../../domain/notification-preferences.ts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { ReadNotifications } from '../../application/read-notifications.ts';
import { ChooseNotifications } from '../../application/notification-preferences.ts';
import { LiveHub } from '../live/live-hub.ts';
import { toNotificationResponse } from './notification.response.ts';
import { timeKeyCursor } from '../../../../platform/http/keyset-cursor.ts';
import { lastEventIdOf, openLiveStream } from './live-stream.ts';

/** The contract's topics are the domain's, no more and no fewer (a new topic does not compile until both have it). */
const sameTopics: [ContractTopic, NotificationTopic] extends [NotificationTopic, ContractTopic] ? true : never = true;
void sameTopics;

/** The bell, the live stream and what the angler chose to be told of, over HTTP. */
export class NotificationsRoutes implements RouteModule {
  constructor(
    @inject(ReadNotifications) private readonly notifications: ReadNotifications,
    @inject(LiveHub) private readonly hub: LiveHub,
    @inject(ChooseNotifications) private readonly preferences: ChooseNotifications,
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
    http.on(notificationsRoutes.preferences, async (_input, { anglerId }) => this.preferences.of(anglerId));
    http.on(notificationsRoutes.setPreferences, async ({ body }, { anglerId }) => this.preferences.set(anglerId, body));
  }
}
