import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ClipboardCheck, ShieldAlert, Ban } from 'lucide-react';
import { ApiError, Button, Card, EmptyState, Skeleton, api, toast } from '@tightlines/kit';
import { advertisersRoutes, type ReviewedAdvertiser } from '@tightlines/contracts';
import { AccountStatusBadge, formatDate } from './account-status.tsx';

const reviewKey = ['advertising', 'review'] as const;

/**
 * The console's Advertisers tab (it was the advertiser portal's review page): every advertiser, pending
 * first, to approve or suspend. The advertising module asks moderation's operator role itself and
 * refuses everyone else; the tab asks it through advertising's own check.
 */
export function ReviewPage() {
  const operator = useQuery({
    queryKey: ['advertising', 'operator'],
    queryFn: ({ signal }) => api.call(advertisersRoutes.operator, { signal }),
  });
  const isOperator = operator.data?.operator === true;
  const review = useQuery({
    queryKey: reviewKey,
    enabled: isOperator,
    queryFn: ({ signal }) => api.call(advertisersRoutes.review, { signal }),
  });
  if (operator.isPending) return <Skeleton className="h-64" />;
  if (!isOperator)
    return (
      <EmptyState
        icon={<ShieldAlert aria-hidden />}
        title="Operators only"
        description="Sign in to Tightlines with an operator's account to review advertisers."
        action={
          <Button asChild>
            <a href="/api/login">Sign In</a>
          </Button>
        }
      />
    );
  return (
    <section aria-labelledby="review-advertisers" className="grid gap-4">
      <header className="flex items-start gap-3">
        <ClipboardCheck aria-hidden className="mt-1 size-5 shrink-0 text-muted-foreground" />
        <div>
          <h2 id="review-advertisers" className="text-lg font-semibold">
            Review Advertisers
          </h2>
          <p className="text-muted-foreground">Approve new advertisers so their campaigns serve, or suspend one.</p>
        </div>
      </header>
      {review.isPending ? (
        <Skeleton className="h-64" />
      ) : !review.data?.length ? (
        <EmptyState title="No advertisers yet" description="Registrations waiting for approval appear here." />
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Advertisers">
          {review.data.map((advertiser) => (
            <ReviewRow key={advertiser.id} advertiser={advertiser} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewRow({ advertiser: a }: { advertiser: ReviewedAdvertiser }) {
  const client = useQueryClient();
  const set = useMutation({
    mutationFn: (status: 'active' | 'suspended') => api.call(advertisersRoutes.setStatus, { params: { id: a.id }, body: { status } }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKey }),
  });
  async function decide(status: 'active' | 'suspended') {
    try {
      await set.mutateAsync(status);
      toast({ title: status === 'active' ? 'Advertiser Approved' : 'Advertiser Suspended', description: a.companyName });
    } catch (error) {
      toast({
        title: 'Failed to update advertiser',
        description: error instanceof ApiError ? error.detail : 'Please try again',
        variant: 'destructive',
      });
    }
  }
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" aria-label={a.companyName}>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold [overflow-wrap:anywhere]">{a.companyName}</h2>
            <AccountStatusBadge status={a.accountStatus} />
          </div>
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
            {[a.industry, a.website, a.contactEmail].filter(Boolean).join(' · ')} · registered {formatDate(a.createdAt)}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {a.accountStatus !== 'active' && (
            <Button size="sm" disabled={set.isPending} onClick={() => decide('active')} aria-label={`Approve ${a.companyName}`}>
              <Check aria-hidden />
              Approve
            </Button>
          )}
          {a.accountStatus !== 'suspended' && (
            <Button
              size="sm"
              variant="outline"
              disabled={set.isPending}
              onClick={() => decide('suspended')}
              aria-label={`Suspend ${a.companyName}`}
            >
              <Ban aria-hidden />
              Suspend
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
