import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Notifications20251125100100 } from './20251125100100_notifications.ts';
import { NotificationPreferences20261128120000 } from './20261128120000_notification_preferences.ts';
import { LiveAppend20261129063935 } from './20261129063935_live_append.ts';
import { NotifyAll20261129131000 } from './20261129131000_notify_all.ts';

export const notificationsMigrations: NamedMigration[] = [
  { name: '20251125100100_notifications', class: Notifications20251125100100 },
  { name: '20261128120000_notification_preferences', class: NotificationPreferences20261128120000 },
  { name: '20261129063935_live_append', class: LiveAppend20261129063935 },
  { name: '20261129131000_notify_all', class: NotifyAll20261129131000 },
];
