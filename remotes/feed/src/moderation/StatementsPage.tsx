import { Link } from 'react-router';
import { Scale, ShieldCheck } from 'lucide-react';
import { Badge, Button, Card, EmptyState, PageFrame, PageHeader, Skeleton } from '@tightlines/kit';
import { MODERATION_PAGES, type Statement } from '@tightlines/contracts';
import { useStatements } from '../api/moderation.ts';
import { AppealButton } from './AppealButton.tsx';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateOf = (iso: string) => day.format(new Date(iso));

const APPEAL_STATUS = {
  open: 'Appeal under review',
  upheld: 'Appeal decided: the decision stands',
  reversed: 'Appeal decided: the decision was reversed',
} as const;

/**
 * The angler's statements of reasons (MODERATION_PAGES.statements): every action affecting them — what
 * was hidden or restricted, which rule, by whom (the role) — and an Appeal for each, once.
 */
export function StatementsPage() {
  const statements = useStatements();
  const items = statements.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageFrame className="max-w-3xl">
      <PageHeader
        icon={<Scale aria-hidden />}
        title="Moderation Decisions"
        description="What moderators decided about your posts and your account, and why."
      />
      {statements.isPending ? (
        <Skeleton className="h-48" />
      ) : statements.isError ? (
        <EmptyState
          title="Your decisions could not be read"
          description="Check your connection and try again."
          action={<Button onClick={() => statements.refetch()}>Try again</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ShieldCheck aria-hidden />}
          title="Nothing here"
          description="No moderator has acted on anything of yours. Thanks for fishing by the guidelines."
          action={
            <Button asChild variant="outline">
              <Link to={MODERATION_PAGES.guidelines}>Read the guidelines</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Decisions">
          {items.map((statement) => (
            <li key={statement.id}>
              <StatementCard statement={statement} />
            </li>
          ))}
        </ul>
      )}
      {statements.hasNextPage && (
        <Button variant="outline" className="mt-4" disabled={statements.isFetchingNextPage} onClick={() => statements.fetchNextPage()}>
          {statements.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      )}
    </PageFrame>
  );
}

function StatementCard({ statement: s }: { statement: Statement }) {
  return (
    <Card className="grid gap-3 p-4" aria-label={s.what}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{s.what}</h2>
        {s.reversed && <Badge variant="secondary">Reversed</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">
        By {s.by} on {dateOf(s.at)}
        {s.suspendedUntil && ` · suspended until ${dateOf(s.suspendedUntil)}`}
      </p>
      <div className="rounded-xl bg-muted/60 p-3 text-sm">
        <p>
          Rule:{' '}
          <Link to={`${MODERATION_PAGES.guidelines}#${s.rule.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {s.rule.title}
          </Link>
        </p>
        <p className="mt-1 text-muted-foreground">{s.rule.text}</p>
      </div>
      {s.note && <p className="text-sm [overflow-wrap:anywhere]">Moderator&apos;s note: {s.note}</p>}
      {s.appeal ? (
        <p className="text-sm font-medium">{APPEAL_STATUS[s.appeal.status]}</p>
      ) : s.reversed ? null : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{s.howToAppeal}</p>
          <AppealButton statement={s} />
        </div>
      )}
    </Card>
  );
}
