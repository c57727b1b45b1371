import {
  formatMeasure,
  lengthIn,
  SCORING_LABELS,
  speciesName,
  TOURNAMENT_MESSAGES,
  weightIn,
  type ScoringType,
  type TypedSize,
  type UnitSystem,
} from '@tightlines/contracts';

// Each formatter made on first use, not when the remote's code is evaluated (total blocking
// time): the list's cards need the day and money ones only, and the page's first Intl formatter costs a
// phone tens of milliseconds of locale data wherever it is made.
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const day = once(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
const dayTime = once(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }));
const money = once(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
);

/** '10 Jun 2026 – 12 Jun 2026', one day when both fall on it, or 'Date TBD' (§2). */
export function dateRange(start: string | null | undefined, end: string | null | undefined): string {
  if (!start || !end) return TOURNAMENT_MESSAGES.dateTbd;
  const [a, b] = [day().format(new Date(start)), day().format(new Date(end))];
  return a === b ? a : `${a} – ${b}`;
}

export const when = (iso: string) => dayTime().format(new Date(iso));
export const formatMoney = (value: number) => money().format(value);
export const scoringLabel = (type: ScoringType) => SCORING_LABELS[type];

/** How long the event runs: '12 hours', '3 days'. */
export function duration(start: string, end: string): string {
  const hours = Math.round((Date.parse(end) - Date.parse(start)) / 3_600_000);
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** A size in the reader's units: exactly as typed when they read the unit it was typed in, else converted. */
const sizeIn = (system: UnitSystem, typed: TypedSize | null | undefined, stored: number, kind: 'weight' | 'length') => {
  const converted = kind === 'weight' ? weightIn(system, stored) : lengthIn(system, stored);
  return formatMeasure(typed && typed.unit === converted.unit ? typed : converted);
};

/** An entry's size line in the reader's units: '2.35 kg · 45.5 cm' (kg and cm stored, what was typed beside them). */
export function entrySize(
  system: UnitSystem,
  weight: number | null,
  length: number | null,
  typed: { weightTyped?: TypedSize | null; lengthTyped?: TypedSize | null } = {},
): string | null {
  const parts = [
    weight !== null && sizeIn(system, typed.weightTyped, weight, 'weight'),
    length !== null && sizeIn(system, typed.lengthTyped, length, 'length'),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** A leaderboard score in its unit: kg or cm converted for the reader, points and fish counted. */
export function scoreText(type: ScoringType, system: UnitSystem, score: number): string {
  if (type === 'weight') return formatMeasure(weightIn(system, score));
  if (type === 'length') return formatMeasure(lengthIn(system, score));
  if (type === 'points') return `${score} pts`;
  return `${score} ${score === 1 ? 'fish' : 'fish'}`;
}

export const fishName = (slug: string | null) => (slug ? (speciesName(slug) ?? slug) : '');

export const initials = (name: string | null) =>
  (name ?? '?')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
