import type { CreateCampaign, UpdateCampaign } from '@tightlines/contracts';
import type { CampaignChange, CampaignTerms } from '../domain/campaign.ts';
import { centsOf, microsOf } from '../domain/money.ts';
import { targetingOf } from '../domain/targeting.ts';

/** A new campaign's terms as the portal sends them (currency units, ISO times) in the domain's measures. */
export const termsOf = (input: CreateCampaign): CampaignTerms => ({
  name: input.name,
  description: input.description ?? '',
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  budgetMicros: microsOf(input.budget),
  cpmCents: centsOf(input.cpm),
  cpcCents: centsOf(input.cpc),
  placements: input.placements,
  targeting: targetingOf(input.targeting),
});

/** A change as the portal sends it; what it leaves out stays. */
export const changeOf = (input: UpdateCampaign): CampaignChange => ({
  name: input.name,
  description: input.description,
  startsAt: input.startsAt ? new Date(input.startsAt) : undefined,
  endsAt: input.endsAt ? new Date(input.endsAt) : undefined,
  budgetMicros: input.budget !== undefined ? microsOf(input.budget) : undefined,
  cpmCents: input.cpm !== undefined ? centsOf(input.cpm) : undefined,
  cpcCents: input.cpc !== undefined ? centsOf(input.cpc) : undefined,
  placements: input.placements,
  targeting: input.targeting ? targetingOf(input.targeting) : undefined,
  status: input.status,
});
