import { Trophy } from 'lucide-react';
import { EmptyState, PageFrame, PageHeader } from '@tightlines/kit';

/** The tournaments list frame (spec part 2 §2). */
export function TournamentsPage() {
  return (
    <PageFrame>
      <PageHeader icon={<Trophy aria-hidden />} title="Fishing Tournaments" description="Compete, climb the leaderboard, win prizes." />
      <EmptyState
        icon={<Trophy aria-hidden />}
        title="No tournaments found"
        description="Try adjusting your filters or be the first to create one."
      />
    </PageFrame>
  );
}
