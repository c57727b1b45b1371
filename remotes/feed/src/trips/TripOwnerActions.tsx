import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, ConfirmDeleteDialog, handleUnauthorized, toast, useAuth } from '@tightlines/kit';
import type { Trip } from '@tightlines/contracts';
import { useDeleteTrip } from '../api/trip-views.ts';
import { EditTripDialog } from './EditTripDialog.tsx';

/** The trip's own angler edits or deletes it; nobody else sees these buttons (and the server refuses them anyway). */
export function TripOwnerActions({ trip, onDeleted }: { trip: Trip; onDeleted?: () => void }) {
  const { user } = useAuth();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const remove = useDeleteTrip(trip.id);
  if (user?.id !== trip.userId) return null;
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(null);
        toast({ title: 'Trip deleted' });
        onDeleted?.();
      },
      onError: (error) => {
        if (!handleUnauthorized(error)) toast({ title: 'Failed to delete trip', description: 'Please try again', variant: 'destructive' });
      },
    });
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Edit trip" className="text-muted-foreground" onClick={() => setOpen('edit')}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label="Delete trip" className="text-muted-foreground" onClick={() => setOpen('delete')}>
        <Trash2 aria-hidden />
      </Button>
      {open === 'edit' && <EditTripDialog trip={trip} open onOpenChange={(next) => setOpen(next ? 'edit' : null)} />}
      <ConfirmDeleteDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title="Delete this trip?"
        description="It leaves your profile, the feeds and the spot's figures. A tip you shared stays with the spot. This cannot be undone."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
