import type { BackendModule } from '../../platform/backend-module.ts';
import { weatherModule } from './module.ts';

/** What the composition root loads for weather: bindings only (it owns no tables; its cache lives in memory). */
export const weather: BackendModule = {
  name: 'weather',
  container: weatherModule,
  entities: [],
  migrations: [],
  tables: [],
};
