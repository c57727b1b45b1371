/** Words and numbers as the spots screens show them. */

/** Ratings to one decimal (spec §9). */
export const ratingText = (rating: number) => rating.toFixed(1);

const words: Record<string, string> = {
  permit_required: 'Permit Required',
  boat_ramp: 'Boat Ramp',
  bait_shop: 'Bait Shop',
  guide_services: 'Guide Services',
  charter_boats: 'Charter Boats',
  tackle_rental: 'Tackle Rental',
};

/** 'boat_ramp' → 'Boat Ramp', 'lake' → 'Lake'. */
export const label = (value: string) => words[value] ?? value.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export const kmText = (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} km away`;

// Made on first use, not when the remote's code is evaluated: the page's first Intl formatter costs a
// phone tens of milliseconds (locale data), and the spots screen's first render formats no date.
let day: Intl.DateTimeFormat | undefined;
export const dateText = (iso: string) => {
  day ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return day.format(new Date(iso));
};

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Up to `shown` items and how many more there are (spec §9: 3 species and a '+N more'). */
export function firstOf<T>(items: readonly T[], shown = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}
