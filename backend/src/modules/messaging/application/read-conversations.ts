import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { AnglersFacade } from '../../identity/index.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { MESSAGE_PAGE } from '../domain/pages.ts';
import { ConversationRead } from '../domain/message.events.ts';
import { AnglerCopy, MessageRepository, type MessageRecord, type SerializedInbox } from './ports.ts';

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
   * One statement, its one row the answer's JSON (the page the repository remembers, the same object
   * while it holds): the inbox rows bring the other anglers' cards from
   * messaging's copy. Anglers the copy does not hold yet (ones from before it) are asked of identity and
   * kept, then the page read again — so the names come from one place, written one way.
   */
  async list(anglerId: string, limit: number): Promise<SerializedInbox> {
    const page = await this.messages.inbox(anglerId, limit);
    if (!page.uncarded.length) return page;
    await this.copy.keepMissing(page.uncarded, await this.anglers.cardsOf(page.uncarded));
    return this.messages.inbox(anglerId, limit);
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
