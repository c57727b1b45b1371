/** What a successful trip's 'Catch Details' block says (the kit's notesWithCatchDetails writes it into the notes). */
export interface TripCatchDetails {
  species: string | null;
  count: string | null;
  method: string | null;
}

const BLOCK = /(?:^|\n\n?)Catch Details:\n((?:(?:Species|Count|Method): [^\n]*\n?)+)\s*$/;

/**
 * A trip's notes read back for its card: the angler's own words, and the catch (species, count,
 * method) from the 'Catch Details' block at their end — shown as figures, not as a block of text.
 */
export function readTripNotes(notes: string | null): { notes: string | null; caught: TripCatchDetails | null } {
  if (!notes) return { notes: null, caught: null };
  const match = BLOCK.exec(notes);
  if (!match) return { notes, caught: null };
  const line = (label: string) => new RegExp(`^${label}: (.+)$`, 'm').exec(match[1]!)?.[1]?.trim() ?? null;
  const own = notes.slice(0, match.index).trim();
  return { notes: own || null, caught: { species: line('Species'), count: line('Count'), method: line('Method') } };
}
