/**
 * Sizes and temperatures with their units (spec part 1 §9: lbs, inches, °F). Numbers
 * keep at most two decimals — an angler may measure 17.25 in — and drop trailing zeros.
 */
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatWeight = (lbs: number) => `${number.format(lbs)} ${lbs === 1 ? 'lb' : 'lbs'}`;

export const formatLength = (inches: number) => `${number.format(inches)} ${inches === 1 ? 'inch' : 'inches'}`;

export const formatTemperature = (fahrenheit: number) => `${number.format(fahrenheit)}°F`;

/** A catch's size line on a post card, whichever measures the angler gave: '6.2 lbs · 21.5 inches'. */
export function formatCatchSize(weight: number | null, length: number | null): string | null {
  const parts = [weight != null && formatWeight(weight), length != null && formatLength(length)].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
