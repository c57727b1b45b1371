import { useId, useRef, useState } from 'react';
import { MapPin, Search } from 'lucide-react';
import type { Place } from '@tightlines/contracts';
import { Button, Input, Label } from '@tightlines/kit';
import { searchPlaces } from './place-search.ts';

export const PLACE_SEARCH_TEXT = {
  label: 'Search for a place',
  placeholder: 'Town or city',
  button: 'Search',
  results: 'Places found',
  none: 'No town or city of that name. Try a nearby town.',
  failed: 'Place search failed. Try again.',
} as const;

interface PlaceSearchProps {
  /** Called with the place the angler picks: its label ('Portland, ME, United States') and real coordinates. */
  onPick: (place: Place) => void;
  label?: string;
  placeholder?: string;
  /** The input's id (for a label elsewhere); one is made up otherwise. */
  id?: string;
  limit?: number;
  /** The typed text, when the screen keeps it (so it outlives a change of how the search runs); kept here otherwise. */
  text?: string;
  onTextChange?: (text: string) => void;
  /** Runs the search instead of the gazetteer (the maps geocoder, which settles on its first find itself). */
  searchWith?: (text: string) => Promise<void>;
}

/**
 * Find a town or city by name and pick one (the gazetteer behind GET /api/places): for screens that
 * have no maps key, so a typed place still lands on the map where it is.
 */
export function PlaceSearch({
  onPick,
  label = PLACE_SEARCH_TEXT.label,
  placeholder = PLACE_SEARCH_TEXT.placeholder,
  id,
  limit,
  text: keptText,
  onTextChange,
  searchWith,
}: PlaceSearchProps) {
  const ownId = useId();
  const inputId = id ?? `place-search-${ownId}`;
  const [ownText, setOwnText] = useState('');
  const text = keptText ?? ownText;
  const setText = (typed: string) => {
    setOwnText(typed);
    onTextChange?.(typed);
  };
  const [found, setFound] = useState<Place[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);

  const search = async () => {
    if (!text.trim()) return;
    if (searchWith) return searchElsewhere(searchWith);
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setNote(null);
    try {
      const places = await searchPlaces(text, { limit, signal: controller.signal });
      if (controller.signal.aborted) return;
      setFound(places);
      if (places.length === 0) setNote(PLACE_SEARCH_TEXT.none);
    } catch {
      if (controller.signal.aborted) return;
      setFound(null);
      setNote(PLACE_SEARCH_TEXT.failed);
    } finally {
      if (running.current === controller) setBusy(false);
    }
  };

  const searchElsewhere = async (run: (text: string) => Promise<void>) => {
    setBusy(true);
    setFound(null);
    setNote(null);
    try {
      await run(text.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          placeholder={placeholder}
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <Button variant="primary" onClick={() => void search()} disabled={!text.trim() || busy}>
          <Search aria-hidden />
          {PLACE_SEARCH_TEXT.button}
        </Button>
      </div>
      {note && (
        <p role="status" className="text-sm text-muted-foreground">
          {note}
        </p>
      )}
      {found && found.length > 0 && (
        <ul className="grid gap-1" aria-label={PLACE_SEARCH_TEXT.results}>
          {found.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => {
                  onPick(place);
                  setFound(null);
                  setText(place.label);
                }}
              >
                <MapPin aria-hidden className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 truncate">{place.label}</span>
              </button>
            </li>
          ))}
          <li className="px-3 pt-1 text-xs text-muted-foreground">Places from GeoNames (CC BY 4.0)</li>
        </ul>
      )}
    </div>
  );
}
