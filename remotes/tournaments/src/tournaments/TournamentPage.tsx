import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button, EmptyState, PageFrame } from '@tightlines/kit';

/** The tournament detail frame; details, leaderboard and entries arrive in a later issue. */
export function TournamentPage() {
  return (
    <PageFrame className="max-w-4xl">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/tournaments">
          <ArrowLeft aria-hidden />
          Back to Tournaments
        </Link>
      </Button>
      <EmptyState headingLevel={1} title="Tournament not found" description="This tournament doesn't exist or has been removed." />
    </PageFrame>
  );
}
