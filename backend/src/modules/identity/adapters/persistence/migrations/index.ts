import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Users20251121000100 } from './20251121000100_users.ts';

export const identityMigrations: NamedMigration[] = [{ name: '20251121000100_users', class: Users20251121000100 }];
