import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { AnglersFacade, type AnglerCard } from '../../identity/index.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { MESSAGE_PAGE } from '../domain/pages.ts';
import { ConversationRead } from '../domain/message.events.ts';
import { AnglerCopy, MessageRepository, type InboxRecord, type MessageRecord, type OtherCard } from './ports.ts';

export interface ConversationSeen extends Omit<InboxRecord, 'otherCard'> {
  other: OtherCard | undefined;
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
    @inject(AnglerCopy) private readonly copy: AnglerCopy,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /**
   * One statement: the inbox rows bring the other anglers' cards from messaging's copy; an angler the
   * copy does not hold yet (one from before it) is asked of identity, then kept.
   */
  async list(anglerId: string, limit: number): Promise<ConversationSeen[]> {
    const rows = await this.messages.inbox(anglerId, limit);
    const missing = [...new Set(rows.filter((r) => !r.otherCard).map((r) => r.otherId))];
    const asked = missing.length ? await this.anglers.cardsOf(missing) : new Map<string, AnglerCard>();
    if (missing.length) await this.copy.keepMissing(missing, asked);
    return rows.map(({ otherCard, ...r }) => ({ ...r, other: otherCard ?? asked.get(r.otherId) }));
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
