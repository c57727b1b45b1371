import { useState } from 'react';
import { MapPin, Search } from 'lucide-react';
import { Button, Input, Label } from '@tightlines/kit';
import { searchPlaces, type FoundPlace } from '../lib/place-search.ts';

/** Search a town or city by name and pick one: the place's label and its real coordinates. */
export function PlaceSearch({ id, onPick }: { id: string; onPick: (place: FoundPlace) => void }) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<FoundPlace[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    const query = text.trim();
    if (!query) return;
    setBusy(true);
    setNote(null);
    try {
      const places = await searchPlaces(query);
      if (places === 'unavailable') {
        setFound(null);
        setNote('Place search is not available yet: use your location or type the coordinates.');
      } else {
        setFound(places);
        if (places.length === 0) setNote('No place of that name. Try a nearby town.');
      }
    } catch {
      setNote('Search failed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Find a place</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
          placeholder="Town or city"
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" onClick={() => void search()} disabled={!text.trim() || busy} aria-label="Search places">
          <Search aria-hidden />
        </Button>
      </div>
      {note && (
        <p role="status" className="text-sm text-muted-foreground">
          {note}
        </p>
      )}
      {found && found.length > 0 && (
        <ul className="grid gap-1" aria-label="Places found">
          {found.map((place) => (
            <li key={`${place.label}-${place.latitude}`}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => {
                  onPick(place);
                  setFound(null);
                }}
              >
                <MapPin aria-hidden className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 truncate">{place.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
