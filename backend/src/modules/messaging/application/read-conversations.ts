import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { AnglersFacade, type AnglerCard } from '../../identity/index.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { MESSAGE_PAGE } from '../domain/pages.ts';
import { ConversationRead } from '../domain/message.events.ts';
import { MessageRepository, type InboxRecord, type MessageRecord } from './ports.ts';

export interface ConversationSeen extends InboxRecord {
  other: AnglerCard | undefined;
}

/**
 * What an angler reads of their messages: the conversation list, and one conversation's messages —
 * always the caller's own pair, so nobody can read a conversation they are not in. Reading the
 * newest page marks what they received there read, and its message notifications seen.
 */
export class ReadConversations {
  constructor(
    @inject(MessageRepository) private readonly messages: MessageRepository,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async list(anglerId: string, limit: number): Promise<ConversationSeen[]> {
    const rows = await this.messages.inbox(anglerId, limit);
    const cards = await this.anglers.cardsOf(rows.map((r) => r.otherId));
    return rows.map((r) => ({ ...r, other: cards.get(r.otherId) }));
  }

  async messagesWith(
    readerId: string,
    otherId: string,
    before: { createdAt: Date; id: string } | null,
    limit = MESSAGE_PAGE,
  ): Promise<{ items: MessageRecord[]; next: { createdAt: Date; id: string } | null }> {
    if (!isId(otherId) || otherId === readerId) return { items: [], next: null };
    if (!before) {
      await this.transactions.run(async () => {
        const now = this.clock.now();
        if ((await this.messages.markRead(readerId, otherId, now)) > 0)
          await this.events.publish(ConversationRead.of({ readerId, otherId }, now));
      });
    }
    const rows = await this.messages.between(readerId, otherId, before, limit + 1);
    const items = rows.slice(0, limit);
    const last = rows.length > limit ? items.at(-1) : undefined;
    return { items, next: last ? { createdAt: last.createdAt, id: last.id } : null };
  }
}
