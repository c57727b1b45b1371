import type { ContainerModule } from 'inversify';
import type { EntitySchema } from '@mikro-orm/core';
import type { NamedMigration } from './db/database.ts';

/** What a bounded context hands the composition root: its bindings, its tables and their migrations. */
export interface BackendModule {
  name: string;
  container: ContainerModule;
  entities: EntitySchema[];
  migrations: NamedMigration[];
  /** The tables it owns (declared beside its migrations): only its own SQL may name them. */
  tables: readonly string[];
}
