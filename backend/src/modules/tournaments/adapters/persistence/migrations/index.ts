import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Tournaments20251124100000 } from './20251124100000_tournaments.ts';

export const tournamentsMigrations: NamedMigration[] = [{ name: '20251124100000_tournaments', class: Tournaments20251124100000 }];
