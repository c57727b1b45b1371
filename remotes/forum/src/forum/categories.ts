export type ForumCategory = 'techniques' | 'equipment' | 'locations' | 'general';

/** Spec part 2 §9: the tile counts are fixed numbers, in this order. */
export const forumCategories: { value: ForumCategory; label: string; count: number }[] = [
  { value: 'techniques', label: 'Techniques', count: 234 },
  { value: 'equipment', label: 'Equipment', count: 189 },
  { value: 'locations', label: 'Locations', count: 156 },
  { value: 'general', label: 'General', count: 92 },
];

/** The list heading: 'Recent Questions', or '{Category} Questions' while a category filter is on. */
export function questionListHeading(category: ForumCategory | null): string {
  const label = forumCategories.find((c) => c.value === category)?.label;
  return label ? `${label} Questions` : 'Recent Questions';
}
