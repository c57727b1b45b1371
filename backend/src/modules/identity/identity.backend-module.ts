import type { BackendModule } from '../../platform/backend-module.ts';
import { identityModule } from './module.ts';
import { IdentitySchemas } from './adapters/persistence/schemas.ts';
import { identityMigrations } from './adapters/persistence/migrations/index.ts';
import { identityTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for identity: bindings, tables, migrations. */
export const identity: BackendModule = {
  name: 'identity',
  container: identityModule,
  entities: IdentitySchemas,
  migrations: identityMigrations,
  tables: identityTables,
};
