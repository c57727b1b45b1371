import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  handleUnauthorized,
  toast,
} from '@tightlines/kit';
import { useDeletePost } from '../api/posts.ts';

/** An angler removes their own post, after saying so in a confirm dialog. */
export function DeletePostButton({ postId }: { postId: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeletePost();
  const confirm = () =>
    remove.mutate(postId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Post deleted' });
      },
      onError: (error) => {
        if (!handleUnauthorized(error)) toast({ title: 'Failed to delete post', description: 'Please try again', variant: 'destructive' });
      },
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="icon" aria-label="Delete post" onClick={() => setOpen(true)} className="text-muted-foreground">
        <Trash2 aria-hidden />
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>It disappears from every feed and from your profile. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
