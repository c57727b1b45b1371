import { inject } from 'inversify';
import { hiddenMarkOf, profilesRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { FollowAngler } from '../../application/follow-angler.ts';
import { UnfollowAngler } from '../../application/unfollow-angler.ts';
import { ViewProfile } from '../../application/view-profile.ts';
import { EditProfile } from '../../application/edit-profile.ts';
import { SetTripSharing } from '../../application/set-trip-sharing.ts';
import { SetUnitSystem } from '../../application/set-unit-system.ts';
import { SearchAnglers } from '../../application/search-anglers.ts';
import { toCurrentUserResponse, toUserResponse } from './user.response.ts';
import { searchCursor } from './search-cursor.ts';
import { SuggestAnglers } from '../../application/suggest-anglers.ts';

/**
 * Profiles, follows and Find People over HTTP. GET /api/stats/user/:userId, though declared among the
 * profile calls, is answered by posts (it owns the catches the statistics are made of).
 */
export class ProfilesRoutes implements RouteModule {
  constructor(
    @inject(ViewProfile) private readonly viewProfile: ViewProfile,
    @inject(EditProfile) private readonly editProfile: EditProfile,
    @inject(SetTripSharing) private readonly setTripSharing: SetTripSharing,
    @inject(SetUnitSystem) private readonly setUnitSystem: SetUnitSystem,
    @inject(FollowAngler) private readonly followAngler: FollowAngler,
    @inject(UnfollowAngler) private readonly unfollowAngler: UnfollowAngler,
    @inject(SearchAnglers) private readonly searchAnglers: SearchAnglers,
    @inject(SuggestAnglers) private readonly suggestAnglers: SuggestAnglers,
  ) {}

  register(http: HttpRoutes): void {
    http.on(profilesRoutes.profile, async ({ params }, { anglerId }) => {
      const view = await this.viewProfile.execute(anglerId, params.userId);
      return {
        ...toUserResponse(view.user),
        isFollowing: view.isFollowing,
        canMessage: view.canMessage,
        counts: view.counts,
        hidden: hiddenMarkOf(view.hidden),
      };
    });

    http.on(profilesRoutes.updateProfile, async ({ params, body }, { anglerId }) =>
      toUserResponse(await this.editProfile.execute(anglerId, params.userId, body)),
    );

    http.on(profilesRoutes.tripSharing, async ({ params, body }, { anglerId }) =>
      toUserResponse(await this.setTripSharing.execute(anglerId, params.userId, body.shareTripLocations)),
    );

    http.on(profilesRoutes.unitSystem, async ({ params, body }, { anglerId }) =>
      toCurrentUserResponse(await this.setUnitSystem.execute(anglerId, params.userId, body.unitSystem)),
    );

    http.on(profilesRoutes.searchAnglers, async ({ query }, { anglerId }) => {
      const page = await this.searchAnglers.execute(query.q, query.limit, searchCursor.decode(query.cursor), anglerId);
      return {
        items: page.items.map(({ user: { id, displayName, firstName, lastName, location, bio, profileImageUrl }, isFollowing }) => ({
          id,
          displayName,
          firstName,
          lastName,
          location,
          bio,
          profileImageUrl,
          isFollowing,
        })),
        nextCursor: searchCursor.encode(page.next),
      };
    });

    http.on(profilesRoutes.suggestedAnglers, async ({ query }, { anglerId }) =>
      (await this.suggestAnglers.execute(anglerId, query.limit)).map((s) => ({ ...s, isFollowing: false })),
    );

    http.on(profilesRoutes.follow, ({ params }, { anglerId }) => this.followAngler.execute(anglerId, params.userId));
    http.on(profilesRoutes.unfollow, ({ params }, { anglerId }) => this.unfollowAngler.execute(anglerId, params.userId));
  }
}
