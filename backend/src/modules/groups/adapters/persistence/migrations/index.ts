import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Groups20251125100300 } from './20251125100300_groups.ts';
import { GroupsHidden20261128072100 } from './20261128072100_groups_hidden.ts';

export const groupsMigrations: NamedMigration[] = [
  { name: '20251125100300_groups', class: Groups20251125100300 },
  { name: '20261128072100_groups_hidden', class: GroupsHidden20261128072100 },
];
