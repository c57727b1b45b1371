import { inject } from 'inversify';
import { newId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import type { LiveKind, NotificationCause, NotificationKind, NotificationsFacade } from './notifications-facade.ts';
import { LiveLog, NotificationRepository } from './ports.ts';

/** Notifications and live events, written in the caller's transaction. */
export class NotificationsFacadeService implements NotificationsFacade {
  constructor(
    @inject(NotificationRepository) private readonly notifications: NotificationRepository,
    @inject(LiveLog) private readonly live: LiveLog,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async notify(cause: NotificationCause): Promise<void> {
    if (cause.recipientId === cause.actorId) return; // nobody is told of their own doing
    const id = await this.notifications.add(newId(), cause, cause.at ?? this.clock.now());
    if (id) await this.live.append([cause.recipientId], 'notification', id);
  }

  deliverLive(readerIds: readonly string[], kind: LiveKind, refId: string): Promise<void> {
    return this.live.append(readerIds, kind, refId);
  }

  async markSeen(recipientId: string, kind: NotificationKind, subjectId: string): Promise<void> {
    const newest = await this.notifications.markSeen(recipientId, kind, subjectId, this.clock.now());
    // The bell of every open tab reads its count again (the notification now arrives read).
    if (newest) await this.live.append([recipientId], 'notification', newest);
  }
}
