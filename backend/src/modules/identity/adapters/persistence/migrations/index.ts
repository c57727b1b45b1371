import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Users20251121000100 } from './20251121000100_users.ts';
import { FollowsAndSearch20251121200000 } from './20251121200000_follows_and_search.ts';
import { AnglerBlocks20251125000100 } from './20251125000100_angler_blocks.ts';
import { SignInEmails20251126090100 } from './20251126090100_sign_in_emails.ts';
import { UnitSystem20251127090000 } from './20251127090000_unit_system.ts';
import { AnglerStanding20261128065500 } from './20261128065500_angler_standing.ts';
import { HiddenProfiles20261128072407 } from './20261128072407_hidden_profiles.ts';
import { MatesKept20261129062719 } from './20261129062719_mates_kept.ts';

export const identityMigrations: NamedMigration[] = [
  { name: '20251121000100_users', class: Users20251121000100 },
  { name: '20251121200000_follows_and_search', class: FollowsAndSearch20251121200000 },
  { name: '20251125000100_angler_blocks', class: AnglerBlocks20251125000100 },
  { name: '20251126090100_sign_in_emails', class: SignInEmails20251126090100 },
  { name: '20251127090000_unit_system', class: UnitSystem20251127090000 },
  { name: '20261128065500_angler_standing', class: AnglerStanding20261128065500 },
  { name: '20261128072407_hidden_profiles', class: HiddenProfiles20261128072407 },
  { name: '20261129062719_mates_kept', class: MatesKept20261129062719 },
];
