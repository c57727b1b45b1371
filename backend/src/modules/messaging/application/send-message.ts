import { inject } from 'inversify';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { LimitsToken, type Limits } from '../../../platform/limits/limits.ts';
import { TallyToken, type Tally } from '../../../platform/telemetry/tally.ts';
import { AnglersFacade } from '../../identity/index.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { OnlyMates, RecipientNotFound } from '../domain/messaging.errors.ts';
import { MessageSent } from '../domain/message.events.ts';
import { MessageRepository, type MessageRecord } from './ports.ts';
import { MESSAGING_LIMITS } from './limits.ts';

/**
 * An angler messages a mate. Whether they are mates is checked inside the send's transaction, with
 * both follows held until it commits: an unfollow racing the send either commits first (the send
 * then finds a follow missing: 403) or waits for the send — a message never goes through after an
 * unfollow. The message, both inboxes and the event that puts it on both anglers' live streams and
 * tells the recipient commit together.
 */
export class SendMessage {
  constructor(
    @inject(MessageRepository) private readonly messages: MessageRepository,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LimitsToken) private readonly limits: Limits,
    @inject(TallyToken) private readonly tally: Tally,
  ) {}

  async execute(senderId: string, recipientId: string, content: string): Promise<MessageRecord> {
    if (!isId(recipientId) || !(await this.anglers.relationshipIfKnown(senderId, recipientId))) throw new RecipientNotFound();
    if (senderId === recipientId) throw new OnlyMates();
    await this.limits.consume(MESSAGING_LIMITS.message, senderId);
    if (!(await this.messages.hasConversation(senderId, recipientId))) await this.limits.consume(MESSAGING_LIMITS.conversation, senderId);
    const message: MessageRecord = { id: newId(), senderId, recipientId, content, createdAt: this.clock.now(), readAt: null, hidden: null };
    await this.transactions.run(async () => {
      if (!(await this.anglers.holdMates(senderId, recipientId))) throw new OnlyMates();
      await this.messages.add(message);
      await this.events.publish(MessageSent.of({ messageId: message.id, senderId, recipientId }, message.createdAt));
      this.tally.count('message', {});
    });
    return message;
  }
}
