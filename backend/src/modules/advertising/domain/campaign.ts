import { BudgetBelowSpent, CompletedCampaignIsFinal, ScheduleOutOfOrder, StatusMoveRefused } from './advertising.errors.ts';
import { canMove, type CampaignStatus } from './campaign-status.ts';
import type { AdPlacement } from './placement.ts';
import type { Region, Targeting } from './targeting.ts';

/** What the portal's campaign list shows of a campaign. */
export interface CampaignSummary {
  id: string;
  advertiserId: string;
  name: string;
  description: string;
  status: CampaignStatus;
  budgetMicros: number;
  spentMicros: number;
  createdAt: Date;
}

/**
 * A campaign: a schedule, a total budget in micros (never below what is spent), CPM and CPC prices
 * in cents, placements and optional targeting, and the counts billing moved. Its rules are the
 * functions below: a new one is a draft; a change keeps the schedule in order, the budget at least
 * what is spent and the status moving only as `canMove` says; once completed it never changes.
 */
export interface Campaign extends CampaignSummary {
  startsAt: Date;
  endsAt: Date;
  cpmCents: number;
  cpcCents: number;
  placements: AdPlacement[];
  region: Region | null;
  species: string[];
  impressions: number;
  clicks: number;
}

/** What an advertiser sets on a campaign; every field of a change is optional. */
export interface CampaignTerms {
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  budgetMicros: number;
  cpmCents: number;
  cpcCents: number;
  placements: readonly AdPlacement[];
  targeting: Targeting;
}

export type CampaignChange = Partial<CampaignTerms> & { status?: CampaignStatus };

function inOrder(c: Campaign): Campaign {
  if (c.endsAt.getTime() <= c.startsAt.getTime()) throw new ScheduleOutOfOrder();
  if (c.budgetMicros < c.spentMicros) throw new BudgetBelowSpent();
  return c;
}

const withTerms = (c: Campaign, t: Partial<CampaignTerms>): Campaign => ({
  ...c,
  name: t.name ?? c.name,
  description: t.description ?? c.description,
  startsAt: t.startsAt ?? c.startsAt,
  endsAt: t.endsAt ?? c.endsAt,
  budgetMicros: t.budgetMicros ?? c.budgetMicros,
  cpmCents: t.cpmCents ?? c.cpmCents,
  cpcCents: t.cpcCents ?? c.cpcCents,
  placements: t.placements ? [...new Set(t.placements)] : c.placements,
  region: t.targeting ? t.targeting.region : c.region,
  species: t.targeting ? t.targeting.species : c.species,
});

/** A new campaign: a draft, nothing spent or counted. */
export function draftCampaign(id: string, advertiserId: string, terms: CampaignTerms, now: Date): Campaign {
  const { targeting, ...rest } = terms;
  return inOrder({
    ...rest,
    id,
    advertiserId,
    status: 'draft',
    spentMicros: 0,
    placements: [...new Set(terms.placements)],
    region: targeting.region,
    species: targeting.species,
    impressions: 0,
    clicks: 0,
    createdAt: now,
  });
}

/** The campaign after an advertiser's change, or the rule it would break. */
export function changeCampaign(c: Campaign, change: CampaignChange): Campaign {
  mustBeOpen(c);
  if (change.status && !canMove(c.status, change.status)) throw new StatusMoveRefused(c.status, change.status);
  return inOrder({ ...withTerms(c, change), status: change.status ?? c.status });
}

/** A completed campaign takes no change and no new ad. */
export function mustBeOpen(c: Pick<Campaign, 'status'>): void {
  if (c.status === 'completed') throw new CompletedCampaignIsFinal();
}
