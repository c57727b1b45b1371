import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button, ConfirmDeleteDialog, handleUnauthorized, toast } from '@tightlines/kit';
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
    <>
      <Button variant="ghost" size="icon" aria-label="Delete post" onClick={() => setOpen(true)} className="text-muted-foreground">
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this post?"
        description="It disappears from every feed and from your profile. This cannot be undone."
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
