import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { NotificationNotFound } from '../domain/notification.errors.ts';
import { LiveLog, NotificationRepository } from './ports.ts';
import { NotificationViews, type NotificationView } from './notification-views.ts';

/** The bell: my notifications newest first, the unread count, marking one or all read. */
export class ReadNotifications {
  constructor(
    @inject(NotificationRepository) private readonly notifications: NotificationRepository,
    @inject(NotificationViews) private readonly views: NotificationViews,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LiveLog) private readonly live: LiveLog,
  ) {}

  async page(recipientId: string, after: { createdAt: Date; id: string } | null, limit: number) {
    const rows = await this.notifications.page(recipientId, after, limit + 1);
    const items = await this.views.of(rows.slice(0, limit));
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    return { items, next: last ? { createdAt: last.createdAt, id: last.id } : null };
  }

  async byIds(recipientId: string, ids: readonly string[]): Promise<NotificationView[]> {
    return this.views.of(await this.notifications.byIds(recipientId, ids));
  }

  unreadCount(recipientId: string): Promise<number> {
    return this.notifications.unreadCount(recipientId);
  }

  async markRead(recipientId: string, id: string): Promise<number> {
    if (!isId(id)) throw new NotificationNotFound();
    const found = await this.transactions.run(async () => {
      const mine = await this.notifications.markRead(recipientId, id, this.clock.now());
      // The angler's other tabs hear of it: their bells read the count again.
      if (mine) await this.live.append([recipientId], 'notification', id);
      return mine;
    });
    if (!found) throw new NotificationNotFound();
    return this.unreadCount(recipientId);
  }

  async markAllRead(recipientId: string): Promise<number> {
    await this.transactions.run(async () => {
      const newest = await this.notifications.markAllRead(recipientId, this.clock.now());
      if (newest) await this.live.append([recipientId], 'notification', newest);
    });
    return this.unreadCount(recipientId);
  }
}
