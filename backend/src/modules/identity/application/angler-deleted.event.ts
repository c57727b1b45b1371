/**
 * Published in the transaction that deletes an angler's account (their user row, provider links,
 * follows, blocks and sign-in email are gone with it; their sessions end). Every module that keeps
 * anything of the angler reacts by removing it — their posts, trips, likes, votes, messages… — and
 * moving back the counters they moved, so everyone else's figures stay exact. Delivered at least once:
 * each reaction is idempotent (removing what is already gone changes nothing).
 */
export class AnglerDeleted {
  static readonly type = 'identity.AnglerDeleted';
  readonly type = AnglerDeleted.type;
  constructor(
    readonly anglerId: string,
    /** Whom they followed and who followed them, as it was: copies of the follow graph forget both directions. */
    readonly followees: readonly string[] = [],
    readonly followers: readonly string[] = [],
  ) {}
}
