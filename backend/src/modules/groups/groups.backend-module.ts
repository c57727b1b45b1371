import type { BackendModule } from '../../platform/backend-module.ts';
import { groupsModule } from './module.ts';
import { groupsMigrations } from './adapters/persistence/migrations/index.ts';
import { groupsTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for groups: bindings, migrations and the tables it owns. */
export const groups: BackendModule = {
  name: 'groups',
  container: groupsModule,
  entities: [],
  migrations: groupsMigrations,
  tables: groupsTables,
};
