import { inject } from 'inversify';
import type { PostCounts } from '../../posts/index.ts';
import type { TripCounts } from '../../spots/index.ts';
import type { User } from '../domain/user.ts';
import { AnglerNotFound } from '../domain/identity.errors.ts';
import { ProfileReads } from './ports.ts';
import { isId } from '../../../shared/kernel/ids.ts';

export interface ProfileView {
  user: User;
  isFollowing: boolean;
  /** Whether the viewer may message them: mates (each follows the other) with no block either way. */
  canMessage: boolean;
  counts: PostCounts & TripCounts & { mates: number };
  /** Only on the angler's own profile: hidden by a moderator or by reports (null: shown, or not theirs). */
  hidden: { ruleId: string | null; at: Date } | null;
}

/**
 * An angler's profile as one viewer sees it: the post and trip figures count only what that viewer may
 * see (posts' privacy rule decides, for trips too; spots counts them), Mates is the real number of
 * anglers who follow each other. One read (ProfileReads): identity's facts with posts' and spots'
 * parts of the same statement — identity asks posts and spots (never the other way round: they learn
 * of anglers by events); a missing module is a start-up error, never a silent zero.
 */
export class ViewProfile {
  constructor(@inject(ProfileReads) private readonly profiles: ProfileReads) {}

  async execute(viewerId: string, anglerId: string): Promise<ProfileView> {
    if (!isId(anglerId)) throw new AnglerNotFound();
    const facts = await this.profiles.profileOf(viewerId, anglerId);
    if (!facts) throw new AnglerNotFound();
    const canMessage = viewerId !== anglerId && facts.follows && facts.followedBy && !facts.blocked;
    const hidden = viewerId === anglerId ? facts.hidden : null;
    return {
      user: facts.user,
      isFollowing: facts.follows,
      canMessage,
      counts: { ...facts.posts, ...facts.trips, mates: facts.mates },
      hidden,
    };
  }
}
