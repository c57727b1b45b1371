import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { COMMUNITY_EVENTS, newsOf } from './community-news.ts';
import { Notifier } from './notifier.ts';

/**
 * The forum, groups and messaging never call us: their durable events (written in the transaction of
 * the answer, the message, the request) become notifications and live events here, exactly once per
 * cause. A batch of delivered events is applied in one transaction: messages reach the streams in the
 * order they were sent within it.
 */
export class TellOfCommunity implements EventReaction {
  readonly name = 'notifications.tell-of-community';
  readonly reactsTo = COMMUNITY_EVENTS;

  constructor(@inject(Notifier) private readonly notifier: Notifier) {}

  react(event: DomainEvent): Promise<void> {
    return this.reactMany([event]);
  }

  async reactMany(events: readonly DomainEvent[]): Promise<void> {
    const news = [...events].sort((a, b) => at(a) - at(b)).map(newsOf);
    // The thing itself reaches the streams before the bell's word of it (a message, then its notification).
    await this.notifier.deliverLive(news.flatMap((n) => n.live));
    await this.notifier.notifyAll(news.flatMap((n) => n.causes));
    for (const seen of news.flatMap((n) => n.seen)) await this.notifier.markSeen(seen.recipientId, seen.kind, seen.subjectId, seen.at);
  }
}

const at = (event: DomainEvent): number => Date.parse((event as DomainEvent & { at?: string }).at ?? '') || 0;
