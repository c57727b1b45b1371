/** The tables messaging owns: no other module's SQL names them (test/table-owners.test.ts). */
export const messagingTables = ['dm_messages', 'dm_inbox', 'dm_anglers', 'dm_inbox_versions'] as const;
