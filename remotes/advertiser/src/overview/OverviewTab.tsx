import { Megaphone } from 'lucide-react';
import { Button, EmptyState } from '@tightlines/kit';
import { useCampaigns } from '../api/portal.ts';
import { CampaignList } from '../campaigns/CampaignList.tsx';
import { TotalsGrid } from './TotalsGrid.tsx';

/** Spec part 2 §9: the overview shows the 5 most recent campaigns. */
export const RECENT_CAMPAIGNS = 5;

/** Overview: the account's totals and its 5 most recent campaigns. */
export function OverviewTab({ advertiserId, onCreate }: { advertiserId: string; onCreate: () => void }) {
  const campaigns = useCampaigns(advertiserId);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <TotalsGrid advertiserId={advertiserId} />
      <section className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-labelledby="recent-campaigns">
        <h2 id="recent-campaigns" className="text-lg font-semibold">
          Recent Campaigns
        </h2>
        <CampaignList
          campaigns={campaigns.data?.slice(0, RECENT_CAMPAIGNS)}
          pending={campaigns.isPending}
          empty={
            <EmptyState
              icon={<Megaphone aria-hidden />}
              title="No campaigns yet"
              description="Create your first campaign to reach anglers in their feeds."
              action={<Button onClick={onCreate}>Create Campaign</Button>}
            />
          }
        />
      </section>
    </div>
  );
}
