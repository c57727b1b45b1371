import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Advertising20251126090000 } from './20251126090000_advertising.ts';

export const advertisingMigrations: NamedMigration[] = [{ name: '20251126090000_advertising', class: Advertising20251126090000 }];
