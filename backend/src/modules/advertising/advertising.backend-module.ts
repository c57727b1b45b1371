import type { BackendModule } from '../../platform/backend-module.ts';
import { advertisingModule } from './module.ts';
import { advertisingMigrations } from './adapters/persistence/migrations/index.ts';
import { advertisingTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for advertising: bindings, migrations and the tables it owns. */
export const advertising: BackendModule = {
  name: 'advertising',
  container: advertisingModule,
  entities: [],
  migrations: advertisingMigrations,
  tables: advertisingTables,
};
