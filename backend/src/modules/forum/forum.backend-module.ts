import type { BackendModule } from '../../platform/backend-module.ts';
import { forumModule } from './module.ts';
import { forumMigrations } from './adapters/persistence/migrations/index.ts';
import { forumTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for the forum: bindings, migrations and the tables it owns (SQL, no entities). */
export const forum: BackendModule = {
  name: 'forum',
  container: forumModule,
  entities: [],
  migrations: forumMigrations,
  tables: forumTables,
};
