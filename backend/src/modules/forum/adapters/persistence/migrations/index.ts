import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Forum20251125100000 } from './20251125100000_forum.ts';

export const forumMigrations: NamedMigration[] = [{ name: '20251125100000_forum', class: Forum20251125100000 }];
