import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Card, Skeleton, cn } from '@tightlines/kit';
import type { CampaignSummary } from '@tightlines/contracts';
import { CampaignStatusBadge } from '../dashboard/StatusBadges.tsx';
import { formatDate, formatMoney } from '../lib/format.ts';

/** Campaign rows (spec part 2 §3 Campaign: name, description, status, budget) with spend against budget as a bar. */
export function CampaignList({
  campaigns,
  pending,
  empty,
  onOpen,
}: {
  campaigns: CampaignSummary[] | undefined;
  pending: boolean;
  empty: ReactNode;
  onOpen?: (campaign: CampaignSummary) => void;
}) {
  if (pending)
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading campaigns">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  if (!campaigns?.length) return <>{empty}</>;
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Campaigns">
      {campaigns.map((c) => {
        const used = c.budget > 0 ? Math.min(100, (c.spent / c.budget) * 100) : 0;
        const body = (
          <>
            <div className="flex min-w-0 items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="truncate font-semibold">
                  {onOpen ? (
                    // The card opens from its name: the button stretches over the card (after:inset-0), and holds no text
                    // beyond its name (label in name), nor the card's other parts (no heading inside a button).
                    <button
                      type="button"
                      onClick={() => onOpen(c)}
                      aria-label={`Open campaign ${c.name}`}
                      className="block max-w-full truncate text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
                    >
                      {c.name}
                    </button>
                  ) : (
                    c.name
                  )}
                </h3>
                {c.description && <p className="line-clamp-1 text-sm text-muted-foreground">{c.description}</p>}
              </div>
              <span className="flex shrink-0 items-center gap-1">
                <CampaignStatusBadge status={c.status} />
                {onOpen && <ChevronRight className="size-4 text-muted-foreground" aria-hidden />}
              </span>
            </div>
            <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div className="h-full rounded-full bg-primary" style={{ width: `${used}%` }} />
            </div>
            <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-sm text-muted-foreground">
              <span>
                <span className="font-semibold text-foreground tabular-nums">{formatMoney(c.spent)}</span> of {formatMoney(c.budget)} spent
              </span>
              <span>Created {formatDate(c.createdAt)}</span>
            </p>
          </>
        );
        return (
          <li key={c.id}>
            <Card className={cn('relative overflow-hidden p-4', onOpen && 'transition has-[button:hover]:bg-muted/40')}>{body}</Card>
          </li>
        );
      })}
    </ul>
  );
}
