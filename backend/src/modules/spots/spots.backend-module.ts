import type { BackendModule } from '../../platform/backend-module.ts';
import { spotsModule } from './module.ts';
import { spotsMigrations } from './adapters/persistence/migrations/index.ts';
import { spotsTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for spots: bindings and migrations (its repositories speak SQL). */
export const spots: BackendModule = {
  name: 'spots',
  container: spotsModule,
  entities: [],
  migrations: spotsMigrations,
  tables: spotsTables,
};
