import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { SpotsTripsTips20251121200100 } from './20251121200100_spots_trips_tips.ts';

export const spotsMigrations: NamedMigration[] = [
  { name: '20251121200100_spots_trips_tips', class: SpotsTripsTips20251121200100 },
];
