import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Upload } from 'lucide-react';
import { ApiError, Button, handleUnauthorized, toast } from '@tightlines/kit';
import { useImportTrack } from '../api/trip-tracks.ts';

/**
 * Import a GPX track from a watch or a GPS unit: the file becomes a new trip, opened at once with its
 * path and, from the file's waypoints, catches to share. A file the server refuses says why.
 */
export function ImportTrackButton() {
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const importTrack = useImportTrack();
  // The promise, not mutate's callbacks: the import refreshes the Trips tab, which can swap the empty
  // state's button for the list's before the answer lands, and an unmounted observer drops its callbacks.
  const chosen = (file: File | undefined) => {
    if (!file) return;
    importTrack.mutateAsync(file).then(
      ({ trip, waypoints }) => {
        toast({ title: 'Track imported', description: 'Set how the trip went when you have a moment.' });
        navigate(`/trips/${trip.id}`, { state: { waypoints } });
      },
      (error: unknown) => {
        if (handleUnauthorized(error)) return;
        toast({
          title: "Couldn't import this track",
          description: error instanceof ApiError ? error.message : 'Check your connection and try again.',
          variant: 'destructive',
        });
      },
    );
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".gpx,application/gpx+xml"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => chosen(e.target.files?.[0])}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={importTrack.isPending}>
        <Upload aria-hidden />
        {importTrack.isPending ? 'Importing…' : 'Import GPX track'}
      </Button>
    </>
  );
}
