import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Groups20251125100300 } from './20251125100300_groups.ts';

export const groupsMigrations: NamedMigration[] = [{ name: '20251125100300_groups', class: Groups20251125100300 }];
