import type { BackendModule } from '../../platform/backend-module.ts';
import { placesModule } from './module.ts';

/** What the composition root loads for places: bindings only (the gazetteer is a file shipped with the app, not a table). */
export const places: BackendModule = {
  name: 'places',
  container: placesModule,
  entities: [],
  migrations: [],
  tables: [],
};
