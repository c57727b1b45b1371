import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { JobHandlerToken, ScheduledJobToken } from '../../platform/jobs/job-queue.ts';
import { LiveEventSourceToken } from './application/live-event-source.ts';
import { Notifier } from './application/notifier.ts';
import { TellOfCommunity } from './application/tell-of-community.ts';
import { LiveLog, NotificationRepository } from './application/ports.ts';
import { NotificationViews } from './application/notification-views.ts';
import { ReadNotifications } from './application/read-notifications.ts';
import { NotifyOfFollowsAndLikes } from './application/notify-of-follows-and-likes.ts';
import { SqlNotificationRepository } from './adapters/persistence/sql-notifications.ts';
import { SqlLiveLog } from './adapters/persistence/sql-live-log.ts';
import { ForgetOldLiveEvents, ForgetOldLiveEventsToken } from './adapters/persistence/forget-old-live-events.ts';
import { LiveHub } from './adapters/live/live-hub.ts';
import { NotificationLiveSource } from './adapters/live/notification-live-source.ts';
import { NotificationsRoutes } from './adapters/http/notifications.routes.ts';
import { ForgetDeletedAnglersNotifications } from './adapters/persistence/forget-deleted-angler.ts';

/** Binds notifications' ports, its notifier, its reactions to other modules' events, the live hub, the live log's clean-up and its routes. */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(NotificationRepository).to(SqlNotificationRepository).inSingletonScope();
  bind(LiveLog).to(SqlLiveLog).inSingletonScope();
  bind(Notifier).toSelf().inSingletonScope();
  bind(NotificationViews).toSelf().inSingletonScope();
  bind(ReadNotifications).toSelf().inSingletonScope();
  bind(LiveHub).toSelf().inSingletonScope();
  bind(LiveEventSourceToken).to(NotificationLiveSource).inSingletonScope();
  bind(EventReactionToken).to(NotifyOfFollowsAndLikes).inSingletonScope();
  bind(EventReactionToken).to(TellOfCommunity).inSingletonScope();
  bind(ForgetOldLiveEventsToken).to(ForgetOldLiveEvents).inSingletonScope();
  bind(JobHandlerToken).toService(ForgetOldLiveEventsToken);
  bind(ScheduledJobToken).toService(ForgetOldLiveEventsToken);
  bind(RouteModuleToken).to(NotificationsRoutes).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAnglersNotifications).inSingletonScope();
});
