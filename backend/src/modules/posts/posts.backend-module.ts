import type { BackendModule } from '../../platform/backend-module.ts';
import { postsModule } from './module.ts';
import { postsMigrations } from './adapters/persistence/migrations/index.ts';
import { postsTables } from './adapters/persistence/migrations/tables.ts';

/**
 * What the composition root loads for posts: bindings and migrations. No MikroORM entities: posts are
 * written once and read through shaped SQL (keyset scans, fan-out, atomic counters), see adapters/persistence.
 */
export const posts: BackendModule = {
  name: 'posts',
  container: postsModule,
  entities: [],
  migrations: postsMigrations,
  tables: postsTables,
};
