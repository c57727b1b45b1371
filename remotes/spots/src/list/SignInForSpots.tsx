import { MapPin } from 'lucide-react';
import { SignInPrompt } from '@tightlines/kit';

/**
 * Spec part 2 §6: spots are not available to a visitor (the server answers every spots call 401). The
 * shell sends a visitor to sign in before this remote loads; run alone, the remote asks here instead.
 */
export function SignInForSpots() {
  return (
    <SignInPrompt
      icon={<MapPin aria-hidden />}
      title="Please log in to view fishing spots"
      description="Spots, the heat map and anglers' tips are for signed-in anglers."
      returnTo={window.location.pathname + window.location.search}
    />
  );
}
