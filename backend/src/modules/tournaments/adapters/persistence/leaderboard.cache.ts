import { inject } from 'inversify';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { LeaderboardRecord } from '../../application/ports.ts';

/**
 * The top of each tournament's leaderboard, remembered: at the start of a big event thousands of
 * anglers refresh it while it changes only when the organizer judges a catch. Judging forgets it
 * once committed, in every process (platform/signals); names changed by identity's events reach it
 * within the safety net's five seconds.
 */
export class LeaderboardCache extends ReadCache<{ rows: LeaderboardRecord[] }> {
  constructor(@inject(CacheInvalidationToken) invalidation: CacheInvalidation) {
    super({ max: 2_000, ms: 5_000, shared: { name: 'tournaments.leaderboard', invalidation } });
  }
}
