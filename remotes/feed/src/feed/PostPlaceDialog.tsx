import { useState } from 'react';
import {
  ApiError,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  handleUnauthorized,
  phoneSheet,
  toast,
} from '@tightlines/kit';
import { LocationShieldFields } from '@tightlines/kit/shield';
import { NEW_ANGLER_LOCATION_DEFAULTS, type LocationDefaults, type Post } from '@tightlines/contracts';
import { useEditPostPlace } from '../api/posts.ts';

const choicesOf = (post: Post): LocationDefaults => ({
  publicPrecision: post.publicPrecision ?? NEW_ANGLER_LOCATION_DEFAULTS.publicPrecision,
  matesPrecision: post.matesPrecision ?? NEW_ANGLER_LOCATION_DEFAULTS.matesPrecision,
});

/**
 * Its author changes how precisely everyone and mates see the catch's place; the very next read by
 * anyone obeys it. A choice the server refuses (mates seeing less than everyone) says why.
 */
export function PostPlaceDialog({ post, open, onOpenChange }: { post: Post; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [choice, setChoice] = useState(() => choicesOf(post));
  const [error, setError] = useState<string | undefined>();
  const edit = useEditPostPlace(post.id);
  const close = (next: boolean) => {
    if (!next) {
      setChoice(choicesOf(post));
      setError(undefined);
    }
    onOpenChange(next);
  };
  const save = () => {
    setError(undefined);
    edit.mutate(choice, {
      onSuccess: () => {
        toast({ title: 'Location updated', description: 'Everyone now sees your catch’s place as you chose.' });
        onOpenChange(false);
      },
      onError: (failure) => {
        if (handleUnauthorized(failure)) return;
        const words = failure instanceof ApiError && failure.status < 500 ? failure.detail : 'Please try again';
        setError(words);
        toast({ title: 'Failed to update location', description: words, variant: 'destructive' });
      },
    });
  };
  const point = post.latitude !== null && post.longitude !== null ? { latitude: post.latitude, longitude: post.longitude } : null;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>Who sees where</DialogTitle>
          <DialogDescription>{post.location ?? post.placeName ?? 'Your catch’s place'}: you always see it exactly.</DialogDescription>
        </DialogHeader>
        <form
          className="grid min-w-0 gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!edit.isPending) save();
          }}
        >
          <LocationShieldFields value={choice} onChange={setChoice} point={point} disabled={edit.isPending} error={error} heading={null} />
          <DialogActions label="Save" pendingLabel="Saving..." pending={edit.isPending} onCancel={() => close(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
