import { Ban } from 'lucide-react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, toast } from '@tightlines/kit';
import { useBlockAngler } from '../api/messages.ts';
import { reportFailure } from '../lib/failure.ts';
import { nameOf } from '../ui/AnglerAvatar.tsx';

/** Asks before blocking: a block ends the follows both ways, so it is not a tap to make by accident. */
export function BlockAnglerDialog({
  other,
  open,
  onOpenChange,
  onBlocked,
}: {
  other: { id: string; name: string | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked: () => void;
}) {
  const { block } = useBlockAngler();
  const who = nameOf(other.name);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[calc(100vw-2rem)] sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Block {who}?</DialogTitle>
          <DialogDescription>
            You won't be able to message each other, you'll both stop following each other, and you won't find each other in search. You can
            unblock later from Messages.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={block.isPending}
            onClick={() =>
              block.mutateAsync(other.id).then(
                () => {
                  toast({ title: 'Angler Blocked', description: `${who} can no longer message you.` });
                  onOpenChange(false);
                  onBlocked();
                },
                (error: unknown) => reportFailure(error, 'Failed to block'),
              )
            }
          >
            <Ban aria-hidden />
            Block
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
