/** Spend to 2 decimals (spec part 2 §9), in dollars as the campaigns are priced. */
export const formatMoney = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** CTR to 2 decimals (spec part 2 §9): the server answers it in percent. */
export const formatRate = (percent: number) => `${percent.toFixed(2)}%`;

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A day or an instant as people read it: 'Nov 23, 2026'. */
export const formatDate = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: iso.length === 10 ? 'UTC' : undefined,
  });

/** '2026-11' → 'November 2026'. */
export const formatMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
