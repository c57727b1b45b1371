import type { DemoContribution } from './seed-demo-data.ts';
import { seedCatches } from './demo-catches.ts';
import { seedTournaments } from './demo-tournaments.ts';
import { seedCommunity } from './demo-community.ts';
import { seedAdvertisers } from './demo-advertisers.ts';
import { seedSpotActivity } from './demo-spot-activity.ts';

/** What modules beyond identity and spots add to the demo, in order. */
export const demoContributions: DemoContribution[] = [seedCatches, seedTournaments, seedCommunity, seedAdvertisers, seedSpotActivity];
