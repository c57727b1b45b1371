import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Posts20251121100000 } from './20251121100000_posts.ts';

export const postsMigrations: NamedMigration[] = [{ name: '20251121100000_posts', class: Posts20251121100000 }];
