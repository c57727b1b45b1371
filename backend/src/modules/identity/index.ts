/**
 * identity — who the anglers are: their accounts and profile fields, the provider accounts linked to
 * them, and signing in and out. Other modules learn who is calling from the session (an angler id)
 * and may look anglers up through this facade; they never read identity's tables.
 */
import type { BackendModule } from '../../platform/backend-module.ts';
import { identityModule } from './module.ts';
import { IdentitySchemas } from './adapters/persistence/schemas.ts';
import { identityMigrations } from './adapters/persistence/migrations/index.ts';

export const identity: BackendModule = {
  name: 'identity',
  container: identityModule,
  entities: IdentitySchemas,
  migrations: identityMigrations,
};
