/**
 * Money in advertising is counted in micros (millionths of a currency unit): a CPM price in cents
 * divides exactly into one impression's price (1 cent CPM = 10 micros an impression), so budgets add
 * up to the cent however many events are billed.
 */
export const MICROS_PER_UNIT = 1_000_000;
export const MICROS_PER_CENT = 10_000;

/** Currency units to 2 decimals (spec part 2 §9: spend to 2 decimals). */
export const unitsOf = (micros: number): number => Math.round(micros / MICROS_PER_CENT) / 100;

/** Micros of an amount given in currency units (to the cent). */
export const microsOf = (units: number): number => Math.round(units * 100) * MICROS_PER_CENT;

/** One impression's price under a CPM price in cents. */
export const impressionPriceMicros = (cpmCents: number): number => (cpmCents * MICROS_PER_CENT) / 1000;

/** One click's price under a CPC price in cents. */
export const clickPriceMicros = (cpcCents: number): number => cpcCents * MICROS_PER_CENT;

/** Click-through rate in percent to 2 decimals (spec part 2 §9); 0 before the first impression. */
export const clickThroughRate = (impressions: number, clicks: number): number =>
  impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;

/** Cents of a price given in currency units. */
export const centsOf = (units: number): number => Math.round(units * 100);
