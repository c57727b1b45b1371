import { inject } from 'inversify';
import { isGroupFoundBy } from '../domain/visibility.ts';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { LimitsToken, type Limits } from '../../../platform/limits/limits.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { GroupNotFound, MembersOnly } from '../domain/group.errors.ts';
import { GroupMessagePosted } from '../domain/group.events.ts';
import { GroupRepository, type GroupMessageRecord } from './ports.ts';
import { GROUP_LIMITS } from './limits.ts';

/**
 * The group chat: only members read or write it. A message reaches every member's live stream by an
 * event written in the transaction that writes it; membership is checked under the group's lock, so a member removed
 * a moment before cannot slip a message in.
 */
export class GroupChat {
  constructor(
    @inject(GroupRepository) private readonly groups: GroupRepository,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LimitsToken) private readonly limits: Limits,
  ) {}

  async read(groupId: string, readerId: string, before: { createdAt: Date; id: string } | null, limit: number) {
    await this.#memberOrRefuse(groupId, readerId);
    const rows = await this.groups.messages(groupId, readerId, before, limit + 1);
    const items = rows.slice(0, limit);
    const last = rows.length > limit ? items.at(-1) : undefined;
    return { items, next: last ? { createdAt: last.createdAt, id: last.id } : null };
  }

  async post(groupId: string, senderId: string, content: string): Promise<GroupMessageRecord> {
    await this.#memberOrRefuse(groupId, senderId);
    await this.limits.consume(GROUP_LIMITS.message, senderId);
    const message: GroupMessageRecord = { id: newId(), groupId, senderId, content, createdAt: this.clock.now(), hidden: null };
    await this.transactions.run(async () => {
      await this.groups.lock(groupId);
      if (!(await this.groups.roleOf(groupId, senderId))) throw new MembersOnly();
      await this.groups.addMessage(message);
      const memberIds = (await this.groups.members(groupId)).map((m) => m.anglerId);
      await this.events.publish(GroupMessagePosted.of({ groupId, messageId: message.id, senderId, memberIds }, message.createdAt));
    });
    return message;
  }

  async #memberOrRefuse(groupId: string, anglerId: string): Promise<void> {
    const group = isId(groupId) ? await this.groups.seenBy(groupId, anglerId) : null;
    if (!group || !isGroupFoundBy(group)) throw new GroupNotFound();
    if (!group.role) throw new MembersOnly();
  }
}
