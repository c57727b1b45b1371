import { useState } from 'react';
import { Megaphone, Plus } from 'lucide-react';
import { Button, EmptyState } from '@tightlines/kit';
import { useCampaigns } from '../api/portal.ts';
import { CampaignList } from './CampaignList.tsx';
import { CampaignDetailDialog } from './CampaignDetailDialog.tsx';

/** Campaigns: every campaign, newest first, each opening its detail; the builder one button away. */
export function CampaignsTab({ advertiserId, onCreate }: { advertiserId: string; onCreate: () => void }) {
  const campaigns = useCampaigns(advertiserId);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">All Campaigns</h2>
        <Button onClick={onCreate}>
          <Plus aria-hidden />
          Create Campaign
        </Button>
      </div>
      <CampaignList
        campaigns={campaigns.data}
        pending={campaigns.isPending}
        onOpen={(c) => setOpenId(c.id)}
        empty={
          <EmptyState
            icon={<Megaphone aria-hidden />}
            title="No campaigns yet"
            description="Create your first campaign to reach anglers in their feeds."
          />
        }
      />
      <CampaignDetailDialog advertiserId={advertiserId} campaignId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
