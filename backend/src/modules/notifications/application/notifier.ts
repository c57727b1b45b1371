import { inject } from 'inversify';
import { newId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { tellsSomeoneElse, type LiveDelivery, type NotificationCause, type NotificationKind } from '../domain/notification.ts';
import { TOPIC_OF_KIND } from '../domain/notification-preferences.ts';
import { LiveLog, NotificationRepository } from './ports.ts';

/**
 * Writes notifications and live events in the transaction of the reaction that asks (each reaction
 * to another module's event runs in a transaction of its own, recorded as handled in it): a
 * redelivered event finds its notification by cause key and adds nothing.
 */
export class Notifier {
  constructor(
    @inject(NotificationRepository) private readonly notifications: NotificationRepository,
    @inject(LiveLog) private readonly live: LiveLog,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /**
   * Every notification in one statement, with its recipient's preferences (a topic switched off
   * holds from the next cause on) and its live entry: whatever their number, one round trip.
   */
  async notifyAll(causes: readonly NotificationCause[]): Promise<void> {
    const now = this.clock.now();
    const toOthers = causes.filter(tellsSomeoneElse);
    if (!toOthers.length) return;
    const added = await this.notifications.tellAll(
      toOthers.map((cause) => ({ id: newId(), cause, at: cause.at ?? now, topic: TOPIC_OF_KIND[cause.kind] })),
      now,
    );
    this.live.appended(added.map((n) => n.recipientId));
  }

  async deliverLive(deliveries: readonly LiveDelivery[]): Promise<void> {
    for (const { readerIds, kind, refId } of deliveries) await this.live.append(readerIds, kind, refId);
  }

  /** Marks read what the angler has now seen elsewhere, and tells their open streams, so every tab's bell clears live. */
  async markSeen(recipientId: string, kind: NotificationKind, subjectId: string, at: Date): Promise<void> {
    const newest = await this.notifications.markSeen(recipientId, kind, subjectId, at);
    if (newest) await this.live.append([recipientId], 'notification', newest);
  }
}
