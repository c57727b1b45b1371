import type { BackendModule } from '../../platform/backend-module.ts';
import { moderationModule } from './module.ts';
import { moderationMigrations } from './adapters/persistence/migrations/index.ts';
import { moderationTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for moderation: bindings, migrations and the tables it owns. */
export const moderation: BackendModule = {
  name: 'moderation',
  container: moderationModule,
  entities: [],
  migrations: moderationMigrations,
  tables: moderationTables,
};
