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

  notify(cause: NotificationCause): Promise<void> {
    return this.notifyAll([cause]);
  }

  async notifyAll(causes: readonly NotificationCause[]): Promise<void> {
    const now = this.clock.now();
    const added = await this.notifications.addAll(
      causes
        .filter((cause) => cause.recipientId !== cause.actorId) // nobody is told of their own doing
        .map((cause) => ({ id: newId(), cause, at: cause.at ?? now })),
    );
    await this.live.appendEach(
      added.map((n) => ({ readerId: n.recipientId, refId: n.id })),
      'notification',
    );
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
