import type { BackendModule } from '../../platform/backend-module.ts';
import { tournamentsModule } from './module.ts';
import { tournamentsMigrations } from './adapters/persistence/migrations/index.ts';
import { tournamentsTables } from './adapters/persistence/migrations/tables.ts';

/** What the composition root loads for tournaments: bindings, migrations and the tables it owns (its repositories speak SQL). */
export const tournaments: BackendModule = {
  name: 'tournaments',
  container: tournamentsModule,
  entities: [],
  migrations: tournamentsMigrations,
  tables: tournamentsTables,
};
