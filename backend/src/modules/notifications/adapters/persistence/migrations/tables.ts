/** The tables notifications owns: no other module's SQL names them (test/table-owners.test.ts). */
export const notificationsTables = ['notifications', 'live_sequences', 'live_events', 'notification_preferences'] as const;
