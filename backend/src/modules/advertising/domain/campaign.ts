import type { CampaignStatus } from '@tightlines/contracts';

/** Status changes a campaign allows: draft → active ⇄ paused; any → completed, which is final. */
const NEXT: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['draft', 'active', 'completed'],
  active: ['active', 'paused', 'completed'],
  paused: ['paused', 'active', 'completed'],
  completed: ['completed'],
};

export const canMove = (from: CampaignStatus, to: CampaignStatus): boolean => NEXT[from].includes(to);
