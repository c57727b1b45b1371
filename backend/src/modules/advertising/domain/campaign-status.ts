/** Where a campaign is in its life: prepared, serving, held, or over for good. */
export type CampaignStatus = 'draft' | 'active' | 'paused' | 'completed';

/** Status changes a campaign allows: draft → active ⇄ paused; any → completed, which is final. */
const NEXT: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['draft', 'active', 'completed'],
  active: ['active', 'paused', 'completed'],
  paused: ['paused', 'active', 'completed'],
  completed: ['completed'],
};

export const canMove = (from: CampaignStatus, to: CampaignStatus): boolean => NEXT[from].includes(to);
