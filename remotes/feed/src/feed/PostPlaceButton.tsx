import { useState } from 'react';
import { MapPinned } from 'lucide-react';
import { Button, MountWhenOpened, lazyComponent } from '@tightlines/kit';
import type { Post } from '@tightlines/contracts';

// Its own chunk: the precision controls load when an author first opens it, not with every feed.
const PostPlaceDialog = lazyComponent(() => import('./PostPlaceDialog.tsx').then((m) => m.PostPlaceDialog));

/** On its author's own catch with a place: change how precisely others see where it was caught. */
export function PostPlaceButton({ post }: { post: Post }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Who sees where" onClick={() => setOpen(true)} className="text-muted-foreground">
        <MapPinned aria-hidden />
      </Button>
      <MountWhenOpened open={open}>
        <PostPlaceDialog post={post} open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
