import { inject } from 'inversify';
import type { Circle } from '../domain/map-cells.ts';
import { PostReads, type PageRequest } from './ports.ts';
import { AuthoredPosts, type AuthoredPage } from './authored-posts.ts';
import { Relationships } from './relationships.ts';

/** Posts within a radius of a point, newest first: public ones, the viewer's own and their mates' mates-only ones. */
export class NearbyPosts {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
  ) {}

  async execute(circle: Circle, viewerId: string, page: PageRequest): Promise<AuthoredPage> {
    const mateIds = await this.relationships.mateIdsOf(viewerId);
    return this.authored.of(await this.reads.near(circle, { viewerId, mateIds }, page));
  }
}
