import type { BackendModule } from '../../platform/backend-module.ts';
import { messagingModule } from './module.ts';
import { messagingMigrations } from './adapters/persistence/migrations/index.ts';
import { messagingTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for direct messages: bindings, migrations and the tables it owns. */
export const messaging: BackendModule = {
  name: 'messaging',
  container: messagingModule,
  entities: [],
  migrations: messagingMigrations,
  tables: messagingTables,
};
