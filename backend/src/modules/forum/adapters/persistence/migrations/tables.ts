/** The tables the forum owns: no other module's SQL names them (test/table-owners.test.ts). */
export const forumTables = [
  'forum_questions',
  'forum_answers',
  'forum_question_likes',
  'forum_category_counts',
  'forum_search_words',
  'forum_anglers',
  'forum_generation',
] as const;
