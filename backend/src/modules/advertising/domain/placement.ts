/** Where on a page an ad shows: the header, sidebar and footer slots, or among a feed's posts. */
export const AD_PLACEMENTS = ['header', 'sidebar', 'footer', 'native'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
