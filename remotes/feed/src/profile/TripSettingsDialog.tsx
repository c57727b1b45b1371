import { Link } from 'react-router';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@tightlines/kit';
import type { User } from '@tightlines/contracts';
import { TripSharingSetting } from '../settings/TripSharingSetting.tsx';

/**
 * Trip Sharing Settings (spec part 1 §2): whether logged trips show their location to others, and the
 * way to the Settings page, where units, muted words and the rest live with it.
 */
export function TripSettingsDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Trip Sharing Settings</DialogTitle>
          <DialogDescription>Choose what other anglers see of your trips.</DialogDescription>
        </DialogHeader>
        <TripSharingSetting user={user} />
        <p className="text-sm text-muted-foreground">
          Units, muted words, blocked anglers and your data are in{' '}
          <Link to="/settings" className="font-medium text-primary underline underline-offset-2" onClick={() => onOpenChange(false)}>
            Settings
          </Link>
          .
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
