import { inject } from 'inversify';
import type { AnglersPlace, PostsFacade, PublicCatcher } from './posts-facade.ts';
import { checkedPrecisions, placeSeenAt, type PlacePrecisions, type SeenPlace } from '../domain/location-shield.ts';
import { LocationDefaultsStore } from './location-defaults.ts';
import { ShieldedPlaces } from './shielded-places.ts';
import { LikeRepository, PostReads, type LikeOf } from './ports.ts';
import { OwnPosts, type OwnPost } from './own-posts.ts';
import { AnglerInterestReads, type AnglerInterests } from './angler-interests.ts';
import { FollowsNow, type FollowPair } from './follows-now.ts';

/** Posts' answers to other modules: the profile's counts, privacy applied for the viewer. */
export class PostsFacadeService implements PostsFacade {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(OwnPosts) private readonly own: OwnPosts,
    @inject(AnglerInterestReads) private readonly interests: AnglerInterestReads,
    @inject(FollowsNow) private readonly follows: FollowsNow,
    @inject(LocationDefaultsStore) private readonly defaults: LocationDefaultsStore,
    @inject(ShieldedPlaces) private readonly shield: ShieldedPlaces,
    @inject(LikeRepository) private readonly likes: LikeRepository,
  ) {}

  likesStanding(likes: readonly LikeOf[]): Promise<LikeOf[]> {
    return this.likes.standing(likes);
  }

  followStarted(follow: FollowPair): Promise<void> {
    return this.follows.started(follow);
  }

  followsEnded(follows: readonly FollowPair[]): Promise<void> {
    return this.follows.ended(follows);
  }

  async precisionsChosen(anglerId: string, chosen: Partial<PlacePrecisions>, current: PlacePrecisions | null): Promise<PlacePrecisions> {
    const fallback = chosen.publicPrecision && chosen.matesPrecision ? null : (current ?? (await this.defaults.of(anglerId)));
    return checkedPrecisions({
      publicPrecision: chosen.publicPrecision ?? fallback!.publicPrecision,
      matesPrecision: chosen.matesPrecision ?? fallback!.matesPrecision,
    });
  }

  async placesSeenBy(viewerId: string | null, places: readonly AnglersPlace[]): Promise<SeenPlace[]> {
    const precisions = await this.shield.precisionsFor(places, viewerId);
    return places.map((place, i) => placeSeenAt(place, precisions[i]!));
  }

  interestsOf(anglerId: string): Promise<AnglerInterests> {
    return this.interests.interestsOf(anglerId);
  }

  ownPostsOf(anglerId: string): Promise<OwnPost[]> {
    return this.own.allOf(anglerId);
  }

  async catchActivityFor(viewerId: string, since: Date): Promise<{ mySpecies: string[]; recent: PublicCatcher[] }> {
    const [mySpecies, recent] = await Promise.all([this.reads.speciesCaughtBy(viewerId), this.reads.recentPublicCatchers(since, 200)]);
    return { mySpecies, recent: recent.filter((c) => c.anglerId !== viewerId) };
  }
}
