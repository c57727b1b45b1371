import type { BackendModule } from '../../platform/backend-module.ts';
import { weatherModule } from './module.ts';
import { weatherMigrations } from './adapters/persistence/migrations/index.ts';
import { weatherTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for weather: bindings, and the kept conditions of catches and trips (its weather cache lives in memory). */
export const weather: BackendModule = {
  name: 'weather',
  container: weatherModule,
  entities: [],
  migrations: weatherMigrations,
  tables: weatherTables,
};
