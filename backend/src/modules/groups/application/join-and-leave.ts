import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { joinOutcome } from '../domain/group.ts';
import { isGroupSeenBy } from '../domain/visibility.ts';
import { GroupNotFound, InvitationNeeded, OwnerCannotLeave } from '../domain/group.errors.ts';
import { GroupJoinRequested } from '../domain/group.events.ts';
import { GroupRepository } from './ports.ts';

/**
 * Joining and leaving, under the group's row lock so the member count stays exact whatever races:
 * a public group is joined at once, a private one gets a request its owner and admins are told of,
 * an invite-only one needs an invitation (joining accepts it). The owner cannot leave without first
 * handing over ownership; leaving a group you only asked to join withdraws the request.
 */
export class JoinAndLeave {
  constructor(
    @inject(GroupRepository) private readonly groups: GroupRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(EventBusToken) private readonly events: EventBus,
  ) {}

  async join(groupId: string, anglerId: string): Promise<'joined' | 'requested'> {
    if (!isId(groupId)) throw new GroupNotFound();
    return this.transactions.run(async () => {
      const group = await this.groups.lock(groupId);
      if (!group || !isGroupSeenBy(group, anglerId)) throw new GroupNotFound();
      if (await this.groups.roleOf(groupId, anglerId)) return 'joined';
      const invited = await this.groups.dropInvitation(groupId, anglerId);
      const outcome = joinOutcome(group.privacy, invited);
      if (outcome === 'refuse') throw new InvitationNeeded();
      if (outcome === 'join') {
        await this.groups.addMember(groupId, anglerId, 'member', this.clock.now());
        await this.groups.dropRequest(groupId, anglerId);
        return 'joined';
      }
      if (await this.groups.request(groupId, anglerId, this.clock.now())) {
        const managerIds = await this.groups.managers(groupId);
        await this.events.publish(GroupJoinRequested.of({ groupId, anglerId, managerIds }, this.clock.now()));
      }
      return 'requested';
    });
  }

  async leave(groupId: string, anglerId: string): Promise<void> {
    if (!isId(groupId)) throw new GroupNotFound();
    await this.transactions.run(async () => {
      const group = await this.groups.lock(groupId);
      if (!group || !isGroupSeenBy(group, anglerId)) throw new GroupNotFound();
      if (group.ownerId === anglerId) throw new OwnerCannotLeave();
      if (!(await this.groups.removeMember(groupId, anglerId))) await this.groups.dropRequest(groupId, anglerId);
    });
  }
}
