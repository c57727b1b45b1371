import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerFollowed } from '../../identity/index.ts';
import { PostLiked } from '../../posts/index.ts';
import { NotificationsFacade, type NotificationCause } from './notifications-facade.ts';

/**
 * Follows and catch likes happen in identity and posts, which never call us: their durable events
 * (written in the transaction of the follow or like) become notifications here, exactly once per
 * cause — a redelivered event finds its notification by cause key and adds nothing. A notification is
 * dated when its cause happened, not when the event arrived.
 */
export class NotifyOfFollowsAndLikes implements EventReaction {
  readonly name = 'notifications.notify-of-follows-and-likes';
  readonly reactsTo = [AnglerFollowed.type, PostLiked.type];

  constructor(@inject(NotificationsFacade) private readonly notifications: NotificationsFacade) {}

  react(event: DomainEvent): Promise<void> {
    return this.reactMany([event]);
  }

  /** A batch of delivered events: every notification in one statement, their live entries in another. */
  async reactMany(events: readonly DomainEvent[]): Promise<void> {
    await this.notifications.notifyAll(events.flatMap((event) => causeOf(event) ?? []));
  }
}

/** What an event tells, and whom: null when it tells nobody. */
function causeOf(event: DomainEvent): NotificationCause | null {
  if (event.type === AnglerFollowed.type) {
    const e = event as AnglerFollowed;
    return {
      recipientId: e.followeeId,
      kind: 'new_follower',
      actorId: e.followerId,
      subjectId: e.followerId,
      causeKey: `follow:${e.followerId}`,
      at: new Date(e.at),
    };
  }
  if (event.type === PostLiked.type) {
    const e = event as PostLiked;
    if (e.kind !== 'catch') return null; // the bell tells of catches liked
    return {
      recipientId: e.authorId,
      kind: 'catch_liked',
      actorId: e.likerId,
      subjectId: e.postId,
      causeKey: `post-like:${e.postId}:${e.likerId}`,
      at: new Date(e.at),
    };
  }
  return null;
}
