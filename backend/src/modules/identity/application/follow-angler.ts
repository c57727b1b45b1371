import { inject } from 'inversify';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { assertMayFollow } from '../domain/follow.ts';
import { AnglerFollowed } from '../domain/follow.events.ts';
import { AnglerNotFound } from '../domain/identity.errors.ts';
import { FollowRepository, UserRepository } from './ports.ts';

/**
 * An angler follows another. Following twice changes nothing, and only the call that really created
 * the follow announces it — so home timelines are filled once even when a double tap races itself.
 */
export class FollowAngler {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(FollowRepository) private readonly follows: FollowRepository,
    @inject(EventBusToken) private readonly events: EventBus,
  ) {}

  async execute(followerId: string, followeeId: string): Promise<{ isFollowing: true }> {
    assertMayFollow(followerId, followeeId);
    if (!(await this.users.findById(followeeId))) throw new AnglerNotFound();
    if (await this.follows.follow(followerId, followeeId)) {
      await this.events.publish(new AnglerFollowed(followerId, followeeId, new Date()));
    }
    return { isFollowing: true };
  }
}
