import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Forum20251125100000 } from './20251125100000_forum.ts';
import { ForumSearchWords20261123210000 } from './20261123210000_forum_search_words.ts';
import { ForumHidden20261128072100 } from './20261128072100_forum_hidden.ts';
import { ForumAnglers20261128175638 } from './20261128175638_forum_anglers.ts';
import { ForumQuestionPreview20261128205415 } from './20261128205415_forum_question_preview.ts';
import { ForumListEntries20261129000508 } from './20261129000508_forum_list_entries.ts';
import { ForumQuestionAskerCard20261129004511 } from './20261129004511_forum_question_asker_card.ts';
import { ForumGeneration20261129061235 } from './20261129061235_forum_generation.ts';
import { ForumAdditions20261129065101 } from './20261129065101_forum_additions.ts';

export const forumMigrations: NamedMigration[] = [
  { name: '20251125100000_forum', class: Forum20251125100000 },
  { name: '20261123210000_forum_search_words', class: ForumSearchWords20261123210000 },
  { name: '20261128072100_forum_hidden', class: ForumHidden20261128072100 },
  { name: '20261128175638_forum_anglers', class: ForumAnglers20261128175638 },
  { name: '20261128205415_forum_question_preview', class: ForumQuestionPreview20261128205415 },
  { name: '20261129000508_forum_list_entries', class: ForumListEntries20261129000508 },
  { name: '20261129004511_forum_question_asker_card', class: ForumQuestionAskerCard20261129004511 },
  { name: '20261129061235_forum_generation', class: ForumGeneration20261129061235 },
  { name: '20261129065101_forum_additions', class: ForumAdditions20261129065101 },
];
