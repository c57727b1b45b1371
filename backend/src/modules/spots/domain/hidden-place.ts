/**
 * Hidden spots and tips: the one rule for who still reads a spot or tip a moderator (or reports) hid —
 * defined ONCE, here, as its named ways of being shown, any of which lets the viewer read it. The domain's
 * `shownTo` and the SQL every read filters spots and tips with (adapters/persistence/hidden-place.sql.ts,
 * which must give each way its SQL form) are both built from this table; a property test runs both over
 * random items and viewers (test/spots/hidden-place-twins.test.ts).
 *
 * Hidden content disappears for everyone but its author, who still sees it (marked hidden): from the
 * directory, nearby, recommendations, the heat map, its page and a spot's tips.
 */
export interface HiddenPlaceFacts {
  /** Who added the spot or shared the tip (null once their account is gone). */
  authorId: string | null;
  hiddenAt: Date | null;
}

export const SHOWN_PLACE_WAYS = {
  /** Nobody hid it. */
  notHidden: (item: HiddenPlaceFacts) => item.hiddenAt === null,
  /** Its author reads their own hidden spot or tip. */
  byItsAuthor: (item: HiddenPlaceFacts, viewerId: string | null) => viewerId !== null && item.authorId === viewerId,
} as const satisfies Record<string, (item: HiddenPlaceFacts, viewerId: string | null) => boolean>;

export type ShownPlaceWay = keyof typeof SHOWN_PLACE_WAYS;
export const SHOWN_PLACE_WAY_NAMES = Object.keys(SHOWN_PLACE_WAYS) as ShownPlaceWay[];

/** Whether this viewer (null: nobody in particular, as shared answers are read) may read the spot or tip. */
export function shownTo(item: HiddenPlaceFacts, viewerId: string | null): boolean {
  return SHOWN_PLACE_WAY_NAMES.some((name) => SHOWN_PLACE_WAYS[name](item, viewerId));
}
