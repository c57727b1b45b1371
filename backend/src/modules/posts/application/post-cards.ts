import { inject } from 'inversify';
import type { LocationPrecision } from '../domain/location-shield.ts';
import { PostBodies, type PostRecord, type PostRefPage } from './ports.ts';
import { AuthoredPosts, type AuthoredPage } from './authored-posts.ts';

/**
 * A page of post references made into post cards for one reader: the posts by id (PostBodies), the
 * reader's like and the precision they see its place at from the reference, the authors' cards. A reference the privacy rule hid (it was read
 * with the page: visibility.sql.ts) is left out, and so is a post deleted since the page was read.
 */
export class PostCards {
  constructor(
    @inject(PostBodies) private readonly bodies: PostBodies,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
  ) {}

  async of(page: PostRefPage, viewerId: string): Promise<AuthoredPage> {
    const shown = page.refs.filter((ref) => ref.visible);
    const bodies = await this.bodies.byIds(shown.map((r) => r.postId));
    const posts: PostRecord[] = [];
    const seenAt: Array<LocationPrecision | undefined> = [];
    for (const ref of shown) {
      const body = bodies.get(ref.postId);
      if (!body) continue;
      posts.push({ ...body, liked: ref.liked });
      seenAt.push(ref.seenAt);
    }
    // Each post is a copy of its remembered body made for this reader: the shield may write into it.
    return this.authored.of({ posts, next: page.next, seenAt, owned: true }, viewerId);
  }
}
