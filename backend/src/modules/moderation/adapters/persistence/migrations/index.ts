import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Moderation20261128064114 } from './20261128064114_moderation.ts';

export const moderationMigrations: NamedMigration[] = [{ name: '20261128064114_moderation', class: Moderation20261128064114 }];
