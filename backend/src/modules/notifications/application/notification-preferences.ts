import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { preferencesOf, switchedOffIn, type NotificationTopic } from '../domain/notification-preferences.ts';
import { NotificationPreferenceBook } from './ports.ts';

export type NotificationPreferences = Record<NotificationTopic, boolean>;

/** The angler's choice of what they are told of, read and replaced whole. */
export class ChooseNotifications {
  constructor(
    @inject(NotificationPreferenceBook) private readonly book: NotificationPreferenceBook,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async of(anglerId: string): Promise<NotificationPreferences> {
    return preferencesOf((await this.book.switchedOffOf([anglerId])).get(anglerId) ?? new Set());
  }

  async set(anglerId: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
    await this.book.set(anglerId, switchedOffIn(preferences), this.clock.now());
    return this.of(anglerId);
  }
}
