import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Notifications20251125100100 } from './20251125100100_notifications.ts';

export const notificationsMigrations: NamedMigration[] = [{ name: '20251125100100_notifications', class: Notifications20251125100100 }];
