import { LogIn, MapPin } from 'lucide-react';
import { Button, EmptyState, PageFrame } from '@tightlines/kit';

/**
 * Spec part 2 §6: spots are not available to a visitor (the server answers every spots call 401). The
 * shell sends a visitor to sign in before this remote loads; run alone, the remote asks here instead.
 */
export function SignInForSpots() {
  const returnTo = window.location.pathname + window.location.search;
  return (
    <PageFrame className="max-w-xl">
      <EmptyState
        headingLevel={1}
        icon={<MapPin aria-hidden />}
        title="Please log in to view fishing spots"
        description="Spots, the heat map and anglers' tips are for signed-in anglers."
        action={
          <Button asChild>
            <a href={`/api/login?returnTo=${encodeURIComponent(returnTo)}`}>
              <LogIn aria-hidden />
              Sign In
            </a>
          </Button>
        }
      />
    </PageFrame>
  );
}
