import type { BackendModule } from '../../platform/backend-module.ts';
import { notificationsModule } from './module.ts';
import { notificationsMigrations } from './adapters/persistence/migrations/index.ts';
import { notificationsTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for notifications: bindings, migrations and the tables it owns. */
export const notifications: BackendModule = {
  name: 'notifications',
  container: notificationsModule,
  entities: [],
  migrations: notificationsMigrations,
  tables: notificationsTables,
};
