import { inject } from 'inversify';
import type { Circle } from '../domain/map-cells.ts';
import { PostReads, type PageRequest } from './ports.ts';
import { AuthoredPosts, type AuthoredPage } from './authored-posts.ts';

/** Posts within a radius of a point, newest first: every post there the viewer may see (public, their own, their mates' mates-only). */
export class NearbyPosts {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
  ) {}

  async execute(circle: Circle, viewerId: string, page: PageRequest): Promise<AuthoredPage> {
    return this.authored.of(await this.reads.near(circle, viewerId, page), viewerId);
  }
}
