/** The tables groups owns: no other module's SQL names them (test/table-owners.test.ts). */
export const groupsTables = ['groups', 'group_members', 'group_requests', 'group_invitations', 'group_messages'] as const;
