import { Star } from 'lucide-react';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  toast,
} from '@tightlines/kit';
import { useRateSpot } from '../api/spots.ts';
import { signInAgain } from '../lib/sign-in-again.ts';

/** The card's signed-in-only icon button: rate the spot 1–5, once, changeable. */
export function RateSpotButton({ spotId, spotName, myRating }: { spotId: string; spotName: string; myRating: number | null }) {
  const rate = useRateSpot(spotId);
  const choose = (rating: number) =>
    rate.mutate(rating, {
      onSuccess: () => toast({ title: 'Rating saved', description: `You rated ${spotName} ${rating} of 5.` }),
      onError: (error) => {
        if (!signInAgain(error, 'Please log in to rate spots.'))
          toast({ title: 'Failed to rate spot. Please try again.', variant: 'destructive' });
      },
    });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label={myRating ? `Your rating: ${myRating} of 5. Change it` : `Rate ${spotName}`}>
          <Star aria-hidden className={myRating ? 'fill-amber-400 text-amber-400' : undefined} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Rate this spot</DropdownMenuLabel>
        {[5, 4, 3, 2, 1].map((stars) => (
          <DropdownMenuItem key={stars} onSelect={() => choose(stars)} aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}>
            <span aria-hidden className="tracking-widest text-amber-500">
              {'★'.repeat(stars)}
              <span className="text-muted-foreground/40">{'★'.repeat(5 - stars)}</span>
            </span>
            {myRating === stars && <span className="ml-auto text-xs text-muted-foreground">yours</span>}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
