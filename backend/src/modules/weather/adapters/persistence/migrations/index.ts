import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { WeatherConditions20261128091244 } from './20261128091244_weather_conditions.ts';

export const weatherMigrations: NamedMigration[] = [{ name: '20261128091244_weather_conditions', class: WeatherConditions20261128091244 }];
