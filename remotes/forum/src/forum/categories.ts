import { FORUM_CATEGORIES, type ForumCategory } from '@tightlines/contracts';

export type { ForumCategory };

const LABELS: Record<ForumCategory, string> = {
  techniques: 'Techniques',
  equipment: 'Equipment',
  locations: 'Locations',
  general: 'General',
};

/** The four tiles, in the spec's order (§2); their counts are real (GET /api/forum/categories). */
export const forumCategories: { value: ForumCategory; label: string }[] = FORUM_CATEGORIES.map((value) => ({
  value,
  label: LABELS[value],
}));

export const categoryLabel = (category: ForumCategory) => LABELS[category];

/** The list heading: 'Recent Questions', or '{Category} Questions' while a category filter is on. */
export function questionListHeading(category: ForumCategory | null): string {
  return category ? `${LABELS[category]} Questions` : 'Recent Questions';
}
