import { inject } from 'inversify';
import { AnglersFacade } from '../../identity/index.ts';
import type { Relationship } from '../domain/visibility.ts';
import { visiblePrivacies, type PostPrivacy } from '../domain/visibility.ts';

const NONE: Relationship = { viewerFollowsAuthor: false, authorFollowsViewer: false };

/**
 * Who follows whom, asked of identity (the one owner of follows) when a read needs it, rather than kept
 * as a copy here: the follows table answers a relationship or a mates list from its primary key in well
 * under a millisecond, and a projection fed by events could drift from it (a lost event would leak a
 * mates-only post). Home timelines are the one place that copies follow facts, and they are re-checked
 * at read time, with the page (home-timeline.sql.ts).
 */
export class Relationships {
  constructor(@inject(AnglersFacade) private readonly anglers: AnglersFacade) {}

  async between(viewerId: string, authorId: string): Promise<Relationship> {
    if (viewerId === authorId) return NONE;
    const r = await this.anglers.relationship(viewerId, authorId);
    return { viewerFollowsAuthor: r.follows, authorFollowsViewer: r.followedBy };
  }

  async privaciesVisible(viewerId: string, authorId: string): Promise<PostPrivacy[]> {
    return visiblePrivacies(authorId, viewerId, await this.between(viewerId, authorId));
  }

  /** What the viewer may see of the author's posts, or null when there is no such angler (one lookup). */
  async privaciesVisibleIfKnown(viewerId: string, authorId: string): Promise<PostPrivacy[] | null> {
    const r = await this.anglers.relationshipIfKnown(viewerId, authorId);
    if (!r) return null;
    return visiblePrivacies(authorId, viewerId, { viewerFollowsAuthor: r.follows, authorFollowsViewer: r.followedBy });
  }

  mateIdsOf(anglerId: string): Promise<string[]> {
    return this.anglers.mateIdsOf(anglerId);
  }

  /** Who sees a new post in their Following feed: followers (public), mates (mates only), nobody else. */
  async audienceOf(authorId: string, privacy: PostPrivacy): Promise<string[]> {
    const others =
      privacy === 'public' ? await this.anglers.followerIdsOf(authorId)
      : privacy === 'mates' ? await this.anglers.mateIdsOf(authorId)
      : [];
    return [authorId, ...others.filter((id) => id !== authorId)];
  }
}
