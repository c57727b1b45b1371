import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button, EmptyState, PageFrame } from '@tightlines/kit';

/** The question detail frame; questions themselves arrive with the forum calls in a later issue. */
export function QuestionPage() {
  return (
    <PageFrame className="max-w-3xl">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/forum">
          <ArrowLeft aria-hidden />
          Back to Forum
        </Link>
      </Button>
      <EmptyState headingLevel={1} title="Question Not Found" description="The question you're looking for doesn't exist." />
    </PageFrame>
  );
}
