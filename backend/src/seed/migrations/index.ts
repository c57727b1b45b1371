import type { NamedMigration } from '../../platform/db/database.ts';
import { DemoSeed20251121200200 } from './20251121200200_demo_seed.ts';

export const demoMigrations: NamedMigration[] = [{ name: '20251121200200_demo_seed', class: DemoSeed20251121200200 }];
