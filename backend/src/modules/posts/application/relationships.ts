import { inject } from 'inversify';
import { visiblePrivacies, type PostPrivacy, type Relationship } from '../domain/visibility.ts';
import { isId } from '../../../shared/kernel/ids.ts';
import { FollowGraph } from './ports.ts';

const NONE: Relationship = { viewerFollowsAuthor: false, authorFollowsViewer: false };

/**
 * Who follows whom, as posts needs it for its privacy rule on one author's posts: read from posts' own copy
 * of the follow graph (FollowGraph), which identity changes inside its own follow transactions — never by
 * calling identity, which calls posts: calls between two modules go one way.
 */
export class Relationships {
  constructor(@inject(FollowGraph) private readonly graph: FollowGraph) {}

  between(viewerId: string, authorId: string): Promise<Relationship> {
    if (viewerId === authorId) return Promise.resolve(NONE);
    return this.graph.relationship(viewerId, authorId);
  }

  /** What the viewer may see of the author's posts, or null when there is no such angler (one lookup). */
  async privaciesVisibleIfKnown(viewerId: string, authorId: string): Promise<PostPrivacy[] | null> {
    if (!isId(authorId)) return null;
    const r = await this.graph.relationshipIfKnown(viewerId, authorId);
    return r && visiblePrivacies(authorId, viewerId, r);
  }

  /**
   * Which of these anglers are the viewer's mates, as the location shield asks for a trip's mates
   * precision: its own rule (domain `areMates`), read for many anglers at once.
   */
  matesAmong(viewerId: string, anglerIds: readonly string[]): Promise<Set<string>> {
    return this.graph.matesAmong(
      viewerId,
      anglerIds.filter((id) => id !== viewerId),
    );
  }
}
