import type { DemoContribution } from './seed-demo-data.ts';
import { seedCatches } from './demo-catches.ts';
import { seedTournaments } from './demo-tournaments.ts';
import { seedCommunity } from './demo-community.ts';
import { seedAdvertisers } from './demo-advertisers.ts';
import { seedSpotActivity } from './demo-spot-activity.ts';
import { seedOperator } from './demo-operator.ts';

/** What modules beyond identity and spots add to the demo, in order (last, the demo's operator). */
export const demoContributions: DemoContribution[] = [
  seedCatches,
  seedTournaments,
  seedCommunity,
  seedAdvertisers,
  seedSpotActivity,
  seedOperator,
];
