import { inject } from 'inversify';
import { postsRoutes, profilesRoutes, type UserStats } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { MediaStoreToken, type MediaStore } from '../../../../platform/media/media-store.ts';
import { DirectUploadsToken, type DirectUploads } from '../../../../platform/media/direct-uploads.ts';
import { SharePost } from '../../application/share-post.ts';
import { LikePost } from '../../application/like-post.ts';
import { DeletePost } from '../../application/delete-post.ts';
import { FollowingFeed } from '../../application/following-feed.ts';
import { DiscoverCatches } from '../../application/discover-catches.ts';
import { NearbyPosts } from '../../application/nearby-posts.ts';
import { AnglersPosts } from '../../application/anglers-posts.ts';
import { AnglerStatistics } from '../../application/angler-statistics.ts';
import { AuthoredPosts } from '../../application/authored-posts.ts';
import { timeKeyCursor } from '../../../../platform/http/keyset-cursor.ts';
import { toPostPage, toPostResponse } from './post.response.ts';
import { ChangePostPrecision } from '../../application/change-post-precision.ts';
import { AnglerLocationDefaults } from '../../application/location-defaults.ts';
import { PostBodies } from '../../application/ports.ts';
import { PostNotFound } from '../../domain/post.errors.ts';

/** Posts, media upload and statistics over HTTP: contract in, use case, contract out. */
export class PostsRoutes implements RouteModule {
  constructor(
    @inject(SharePost) private readonly sharePost: SharePost,
    @inject(LikePost) private readonly likePost: LikePost,
    @inject(DeletePost) private readonly deletePost: DeletePost,
    @inject(FollowingFeed) private readonly followingFeed: FollowingFeed,
    @inject(DiscoverCatches) private readonly discover: DiscoverCatches,
    @inject(NearbyPosts) private readonly nearby: NearbyPosts,
    @inject(AnglersPosts) private readonly anglersPosts: AnglersPosts,
    @inject(AnglerStatistics) private readonly statistics: AnglerStatistics,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
    @inject(MediaStoreToken) private readonly media: MediaStore,
    @inject(DirectUploadsToken) private readonly directUploads: DirectUploads,
    @inject(ChangePostPrecision) private readonly changePrecision: ChangePostPrecision,
    @inject(AnglerLocationDefaults) private readonly locationDefaults: AnglerLocationDefaults,
    @inject(PostBodies) private readonly bodies: PostBodies,
  ) {}

  register(http: HttpRoutes): void {
    http.on(postsRoutes.sharePost, async ({ body }, { anglerId }) => {
      const shared = body.type === 'catch' ? { ...body, ...body.catchDetails, type: 'catch' as const } : body;
      const post = await this.sharePost.execute(anglerId, shared);
      // The share's own statement brought the author's card; read apart only when posts' copy lacked it.
      return respond(201, toPostResponse(await this.authored.one(post, anglerId), anglerId));
    });

    http.on(postsRoutes.followingFeed, async ({ query }, { anglerId }) => {
      const page = await this.followingFeed.execute(anglerId, { after: timeKeyCursor.decode(query.cursor), limit: query.limit });
      return { ...toPostPage(page, anglerId), trips: page.trips };
    });

    http.on(postsRoutes.discover, async ({ query }, { anglerId }) =>
      toPostPage(await this.discover.execute(query, anglerId, { after: timeKeyCursor.decode(query.cursor), limit: query.limit }), anglerId),
    );

    http.on(postsRoutes.nearbyPosts, async ({ query }, { anglerId }) => {
      const circle = { latitude: query.latitude, longitude: query.longitude, radiusKm: query.radius };
      return toPostPage(
        await this.nearby.execute(circle, anglerId, { after: timeKeyCursor.decode(query.cursor), limit: query.limit }),
        anglerId,
      );
    });

    http.on(postsRoutes.anglersPosts, async ({ params, query }, { anglerId }) => {
      return toPostPage(
        await this.anglersPosts.execute(params.userId, anglerId, { after: timeKeyCursor.decode(query.cursor), limit: query.limit }),
        anglerId,
      );
    });

    http.on(postsRoutes.editPost, async ({ params, body }, { anglerId }) => {
      await this.changePrecision.execute(params.id, anglerId, body);
      const [post] = (await this.bodies.byIds([params.id])).values();
      if (!post) throw new PostNotFound();
      return toPostResponse(await this.authored.one({ ...post, liked: false }, anglerId), anglerId);
    });

    http.on(profilesRoutes.locationDefaults, ({ params }, { anglerId }) => this.locationDefaults.read(params.userId, anglerId));
    http.on(profilesRoutes.setLocationDefaults, ({ params, body }, { anglerId }) =>
      this.locationDefaults.change(params.userId, anglerId, body),
    );

    http.on(postsRoutes.likePost, ({ params }, { anglerId }) => this.likePost.like(params.id, anglerId));
    http.on(postsRoutes.unlikePost, ({ params }, { anglerId }) => this.likePost.unlike(params.id, anglerId));

    http.on(postsRoutes.deletePost, async ({ params }, { anglerId }) => {
      await this.deletePost.execute(params.id, anglerId);
      return respond(204, null);
    });

    http.on(postsRoutes.uploadMedia, async ({ file }) => respond(201, await this.media.storeUpload(file)));

    http.on(postsRoutes.offerDirectUpload, async ({ body }, { anglerId }) => {
      const offer = await this.directUploads.offer(anglerId, body);
      return respond(201, { ...offer, expiresAt: offer.expiresAt.toISOString() });
    });

    http.on(postsRoutes.confirmDirectUpload, async ({ params }, { anglerId }) =>
      respond(201, await this.directUploads.confirm(anglerId, params.id)),
    );

    http.on(profilesRoutes.stats, async ({ params }, { anglerId }): Promise<UserStats> => {
      // An unknown angler is a 404 (AnglerUnknown), found by the relationship's own lookup.
      return (await this.statistics.execute(params.userId, anglerId)) as UserStats;
    });
  }
}
