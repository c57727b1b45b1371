import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { WeatherConditions20261128091244 } from './20261128091244_weather_conditions.ts';
import { WhatWorksTallies20261128094413 } from './20261128094413_what_works_tallies.ts';
import { WhatWorksKept20261128131232 } from './20261128131232_what_works_kept.ts';

export const weatherMigrations: NamedMigration[] = [
  { name: '20261128091244_weather_conditions', class: WeatherConditions20261128091244 },
  { name: '20261128094413_what_works_tallies', class: WhatWorksTallies20261128094413 },
  { name: '20261128131232_what_works_kept', class: WhatWorksKept20261128131232 },
];
