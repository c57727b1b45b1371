import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Moderation20261128064114 } from './20261128064114_moderation.ts';
import { ModerationQueueReasons20261128073010 } from './20261128073010_queue_reasons.ts';
import { ModerationOpenReasons20261128074233 } from './20261128074233_open_reasons.ts';
import { ModerationMutedWords20261128091649 } from './20261128091649_muted_words.ts';
import { ModerationQueueEntries20261128095945 } from './20261128095945_queue_entries.ts';
import { ModerationConsoleEntries20261128175620 } from './20261128175620_console_entries.ts';

export const moderationMigrations: NamedMigration[] = [
  { name: '20261128064114_moderation', class: Moderation20261128064114 },
  { name: '20261128073010_queue_reasons', class: ModerationQueueReasons20261128073010 },
  { name: '20261128074233_open_reasons', class: ModerationOpenReasons20261128074233 },
  { name: '20261128091649_muted_words', class: ModerationMutedWords20261128091649 },
  { name: '20261128095945_queue_entries', class: ModerationQueueEntries20261128095945 },
  { name: '20261128175620_console_entries', class: ModerationConsoleEntries20261128175620 },
];
