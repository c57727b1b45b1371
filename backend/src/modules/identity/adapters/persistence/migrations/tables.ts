/** The tables identity owns: no other module's SQL names them (test/table-owners.test.ts). */
export const identityTables = [
  'users',
  'identity_links',
  'follows',
  'angler_blocks',
  'angler_sign_in_emails',
  'angler_mates',
  'follow_pairs',
] as const;
