/** What a trip form asks of a successful trip besides the trip itself. */
export interface TripCatch {
  fishingSuccess: boolean;
  /** As the angler reads it ('Largemouth Bass'), not a slug. */
  species?: string | null;
  count?: number | null;
  method?: string | null;
}

/**
 * The trip payload has no fields for what was caught, so a successful trip carries it in its notes
 * (spec §5): a 'Catch Details' block after the angler's own notes, one labelled line per filled field.
 * A count of 0 or less is not a catch count and is left out.
 */
export function notesWithCatchDetails(notes: string, trip: TripCatch): string {
  if (!trip.fishingSuccess) return notes;
  const species = trip.species?.trim();
  const method = trip.method?.trim();
  const count = trip.count != null && Number.isFinite(trip.count) && trip.count > 0 ? trip.count : null;
  const lines = [species && `Species: ${species}`, count != null && `Count: ${count}`, method && `Method: ${method}`].filter(
    (line): line is string => Boolean(line),
  );
  if (lines.length === 0) return notes;
  const block = ['Catch Details:', ...lines].join('\n');
  const own = notes.trim();
  return own ? `${own}\n\n${block}` : block;
}
