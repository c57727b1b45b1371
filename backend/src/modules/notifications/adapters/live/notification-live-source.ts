import { inject } from 'inversify';
import type { LiveEventSource } from '../../application/live-event-source.ts';
import { ReadNotifications } from '../../application/read-notifications.ts';
import { toNotificationResponse } from '../http/notification.response.ts';

/** Notifications on the live stream: only the recipient's own. */
export class NotificationLiveSource implements LiveEventSource {
  readonly kind = 'notification' as const;
  constructor(@inject(ReadNotifications) private readonly read: ReadNotifications) {}

  async load(readerId: string, refIds: readonly string[]): Promise<Map<string, unknown>> {
    const views = await this.read.byIds(readerId, refIds);
    return new Map(views.map((v) => [v.id, toNotificationResponse(v)]));
  }
}
