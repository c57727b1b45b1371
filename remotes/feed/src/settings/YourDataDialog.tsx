import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  handleUnauthorized,
  toast,
} from '@tightlines/kit';
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_CONFIRMATION, type ExportFile } from '@tightlines/contracts';
import { exportUrl, useDeleteAccount } from '../api/trip-views.ts';

const DOWNLOADS: ReadonlyArray<{ what: string; files: ReadonlyArray<[ExportFile, string]> }> = [
  {
    what: 'Catches',
    files: [
      ['catches.csv', 'CSV'],
      ['catches.geojson', 'GeoJSON'],
    ],
  },
  {
    what: 'Trips',
    files: [
      ['trips.csv', 'CSV'],
      ['trips.geojson', 'GeoJSON'],
    ],
  },
  { what: 'Posts with media links', files: [['posts.json', 'JSON']] },
];

/**
 * Your Data: download catches and trips (CSV for spreadsheets, GeoJSON for maps — places
 * as saved) and posts with their media links; or delete the account after typing DELETE. Everything
 * of theirs goes; signing in again starts a new angler.
 */
export function YourDataDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const confirmed = typed.trim() === DELETE_ACCOUNT_CONFIRMATION;
  const deleteAccount = () =>
    remove.mutate(typed.trim(), {
      onSuccess: () => {
        toast({ title: ACCOUNT_MESSAGES.deleted });
        window.location.assign('/');
      },
      onError: (error) => {
        if (!handleUnauthorized(error))
          toast({ title: 'Failed to delete account', description: 'Please try again', variant: 'destructive' });
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Your Data</DialogTitle>
          <DialogDescription>Download what you have shared and logged, or delete your account.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="your-data-export" className="grid gap-3">
          <h3 id="your-data-export" className="font-semibold">
            Export
          </h3>
          <ul className="grid gap-2">
            {DOWNLOADS.map(({ what, files }) => (
              <li key={what} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3">
                <span className="font-medium">{what}</span>
                <span className="flex gap-2">
                  {files.map(([file, format]) => (
                    <Button key={file} asChild variant="outline" size="sm">
                      <a href={exportUrl(file)} download={`tightlines-${file}`} aria-label={`Download ${what.toLowerCase()} as ${format}`}>
                        <Download aria-hidden />
                        {format}
                      </a>
                    </Button>
                  ))}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">Every catch and trip is included, private ones too, at the places you saved.</p>
        </section>
        <section aria-labelledby="your-data-delete" className="grid gap-3 rounded-xl border border-destructive/40 p-3">
          <h3 id="your-data-delete" className="font-semibold text-destructive">
            Delete account
          </h3>
          <p className="text-sm">
            Your posts, trips, likes, follows, photos and sessions are deleted for good. Other anglers' figures are corrected. Signing in
            again later starts a new, empty account.
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor="delete-account-confirmation">Type {DELETE_ACCOUNT_CONFIRMATION} to confirm</Label>
            <Input
              id="delete-account-confirmation"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          <Button variant="destructive" onClick={deleteAccount} disabled={!confirmed || remove.isPending}>
            <Trash2 aria-hidden />
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </section>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
