import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerFollowed } from '../../identity/index.ts';
import { PostLiked, PostsFacade } from '../../posts/index.ts';
import { tellsSomeoneElse, type NotificationCause } from '../domain/notification.ts';
import { Notifier } from './notifier.ts';

/**
 * Follows and catch likes happen in identity and posts, which never call us: their durable events
 * (written in the transaction of the follow or like) become notifications here, exactly once per
 * cause — a redelivered event finds its notification by cause key and adds nothing. A notification is
 * dated when its cause happened, not when the event arrived.
 *
 * A like taken back before its author was told tells nothing: the batch asks posts, in its own
 * transaction, which of its likes still stand (one read for the batch), as the bell of most networks
 * forgets a like undone at once. A like given again is an event of its own and tells then, once (the
 * cause key). A like taken back after its author was told leaves the notification as it is.
 */
export class NotifyOfFollowsAndLikes implements EventReaction {
  readonly name = 'notifications.notify-of-follows-and-likes';
  readonly reactsTo = [AnglerFollowed.type, PostLiked.type];

  constructor(
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(PostsFacade) private readonly posts: PostsFacade,
  ) {}

  react(event: DomainEvent): Promise<void> {
    return this.reactMany([event]);
  }

  /** A batch of delivered events: every notification in one statement, their live entries in another. */
  async reactMany(events: readonly DomainEvent[]): Promise<void> {
    const causes = events.flatMap((event) => causeOf(event) ?? []).filter(tellsSomeoneElse);
    const likes = causes.filter((c) => c.kind === 'catch_liked').map((c) => ({ postId: c.subjectId!, likerId: c.actorId! }));
    const standing = new Set((await this.posts.likesStanding(likes)).map((l) => `${l.postId}:${l.likerId}`));
    await this.notifier.notifyAll(causes.filter((c) => c.kind !== 'catch_liked' || standing.has(`${c.subjectId}:${c.actorId}`)));
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
    if (e.kind !== 'catch') return null; // the bell tells of catches liked, not of other posts
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
