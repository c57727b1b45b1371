import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Advertising20251126090000 } from './20251126090000_advertising.ts';
import { Advertising20251126100000 } from './20251126100000_ad_serves_frequency_index.ts';

export const advertisingMigrations: NamedMigration[] = [
  { name: '20251126090000_advertising', class: Advertising20251126090000 },
  { name: '20251126100000_ad_serves_frequency_index', class: Advertising20251126100000 },
];
