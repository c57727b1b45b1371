import { inject } from 'inversify';
import { canSeePost } from '../domain/visibility.ts';
import { PostBodies, type PostRecord, type PostRefPage } from './ports.ts';
import { AuthoredPosts, type AuthoredPage } from './authored-posts.ts';

const MUTUAL = { viewerFollowsAuthor: true, authorFollowsViewer: true };
const NOT_MATES = { viewerFollowsAuthor: false, authorFollowsViewer: false };

/**
 * A page of post references made into post cards for one reader: the posts by id (PostBodies), the
 * reader's like from the reference, the authors' cards — and the privacy rule applied once more on
 * the way out, with the facts the page's read brought along: a private post of someone else never
 * shows, a mates-only post only while the two are mates. A post deleted since the page was read is
 * left out.
 */
export class PostCards {
  constructor(
    @inject(PostBodies) private readonly bodies: PostBodies,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
  ) {}

  async of(readerId: string, page: PostRefPage): Promise<AuthoredPage> {
    const bodies = await this.bodies.byIds(page.refs.map((r) => r.postId));
    const posts: PostRecord[] = [];
    for (const ref of page.refs) {
      const body = bodies.get(ref.postId);
      if (body && canSeePost(body, readerId, ref.mates ? MUTUAL : NOT_MATES)) posts.push({ ...body, liked: ref.liked });
    }
    return this.authored.of({ posts, next: page.next });
  }
}
