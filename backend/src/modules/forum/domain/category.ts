/** The forum's four categories (spec §2), in the order the tiles show them. */
export const FORUM_CATEGORIES = ['techniques', 'equipment', 'locations', 'general'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];
