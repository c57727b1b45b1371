/** The tables moderation owns: no other module's SQL names them (test/table-owners.test.ts). */
export const moderationTables = [
  'moderation_operators',
  'moderation_items',
  'moderation_reports',
  'moderation_actions',
  'moderation_appeals',
  'moderation_audit_log',
  'moderation_muted_words',
] as const;
