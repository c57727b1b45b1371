import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ClipboardCheck, ShieldAlert, Ban } from 'lucide-react';
import { ApiError, Button, Card, EmptyState, PageFrame, PageHeader, Skeleton, api, toast } from '@tightlines/kit';
import { advertisersRoutes, type ReviewedAdvertiser } from '@tightlines/contracts';
import { AccountStatusBadge } from '../dashboard/StatusBadges.tsx';
import { formatDate } from '../lib/format.ts';

const reviewKey = ['advertising', 'review'] as const;

/**
 * The operators' review page: every advertiser, pending first, to approve or suspend. Operators
 * are anglers named by sign-in email in OPERATOR_EMAILS; the server refuses everyone else.
 */
export function ReviewPage() {
  const operator = useQuery({ queryKey: ['advertising', 'operator'], queryFn: ({ signal }) => api.call(advertisersRoutes.operator, { signal }) });
  const isOperator = operator.data?.operator === true;
  const review = useQuery({ queryKey: reviewKey, enabled: isOperator, queryFn: ({ signal }) => api.call(advertisersRoutes.review, { signal }) });
  if (operator.isPending)
    return (
      <PageFrame>
        <Skeleton className="h-64" />
      </PageFrame>
    );
  if (!isOperator)
    return (
      <PageFrame className="max-w-xl">
        <EmptyState
          icon={<ShieldAlert aria-hidden />}
          headingLevel={1}
          title="Operators only"
          description="Sign in to Tightlines with an operator's account to review advertisers."
          action={
            <Button asChild>
              <a href="/api/login">Sign In</a>
            </Button>
          }
        />
      </PageFrame>
    );
  return (
    <PageFrame>
      <PageHeader icon={<ClipboardCheck aria-hidden />} title="Review Advertisers" description="Approve new advertisers so their campaigns serve, or suspend one." />
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
    </PageFrame>
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
      toast({ title: 'Failed to update advertiser', description: error instanceof ApiError ? error.detail : 'Please try again', variant: 'destructive' });
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
            <Button size="sm" variant="outline" disabled={set.isPending} onClick={() => decide('suspended')} aria-label={`Suspend ${a.companyName}`}>
              <Ban aria-hidden />
              Suspend
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
