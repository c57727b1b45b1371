import { inject } from 'inversify';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { AnglerUnfollowed } from '../domain/follow.events.ts';
import { AnglerNotFound } from '../domain/identity.errors.ts';
import { FollowRepository, UserRepository } from './ports.ts';

/** An angler stops following another; unfollowing someone not followed changes nothing. */
export class UnfollowAngler {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(FollowRepository) private readonly follows: FollowRepository,
    @inject(EventBusToken) private readonly events: EventBus,
  ) {}

  async execute(followerId: string, followeeId: string): Promise<{ isFollowing: false }> {
    if (!(await this.users.findById(followeeId))) throw new AnglerNotFound();
    if (await this.follows.unfollow(followerId, followeeId)) {
      await this.events.publish(new AnglerUnfollowed(followerId, followeeId, new Date()));
    }
    return { isFollowing: false };
  }
}
