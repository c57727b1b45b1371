import type { NamedMigration } from '../database.ts';
import { Sessions20251121000000 } from './20251121000000_sessions.ts';

/** The platform's own tables (modules bring theirs through their module.ts). */
export const platformMigrations: NamedMigration[] = [{ name: '20251121000000_sessions', class: Sessions20251121000000 }];
