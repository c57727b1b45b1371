import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Messaging20251125100200 } from './20251125100200_messaging.ts';

export const messagingMigrations: NamedMigration[] = [{ name: '20251125100200_messaging', class: Messaging20251125100200 }];
