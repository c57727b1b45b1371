import { Star } from 'lucide-react';
import { cn, toast } from '@tightlines/kit';
import { useRateSpot } from '../api/spots.ts';
import { signInAgain } from '../lib/sign-in-again.ts';

/** Rate the spot 1–5 (once per angler, changeable): five star buttons, the angler's own lit. */
export function RatingStars({ spotId, myRating }: { spotId: string; myRating: number | null }) {
  const rate = useRateSpot(spotId);
  const choose = (rating: number) =>
    rate.mutate(rating, {
      onSuccess: () => toast({ title: 'Rating saved', description: `You rated this spot ${rating} of 5.` }),
      onError: (error) => {
        if (!signInAgain(error, 'Please log in to rate spots.'))
          toast({ title: 'Failed to rate spot. Please try again.', variant: 'destructive' });
      },
    });
  return (
    <fieldset aria-label="Your rating" className="flex min-w-0 items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((stars) => (
        <button
          key={stars}
          type="button"
          aria-label={`Rate ${stars} ${stars === 1 ? 'star' : 'stars'}`}
          aria-pressed={myRating === stars}
          disabled={rate.isPending}
          onClick={() => choose(stars)}
          className="inline-flex size-11 items-center justify-center rounded-xl hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Star
            aria-hidden
            className={cn('size-7', myRating !== null && stars <= myRating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground')}
          />
        </button>
      ))}
    </fieldset>
  );
}
