import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { AnglersFacade } from '../../identity/index.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { isGroupSeenBy, isGroupFoundBy } from '../domain/visibility.ts';
import { mayChangeRoles, mayManageMembers, mayRemove, type GroupRole } from '../domain/group.ts';
import {
  AlreadyMember,
  CannotRemove,
  GroupNotFound,
  MembersOnly,
  NoSuchRequest,
  NotAManager,
  NotAMember,
  NotTheOwner,
  OwnRoleChange,
  RemoveYourself,
} from '../domain/group.errors.ts';
import { GroupInvitationSent, GroupMembershipChanged, GroupRequestApproved } from '../domain/group.events.ts';
import { GroupRepository, type MemberRecord } from './ports.ts';

/**
 * What owners and admins do: see requests, approve them, invite, remove members (an admin only plain
 * members); the owner alone changes roles and hands over ownership.
 */
export class ManageMembers {
  constructor(
    @inject(GroupRepository) private readonly groups: GroupRepository,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async members(groupId: string, viewerId: string): Promise<MemberRecord[]> {
    await this.#roleOrRefuse(groupId, viewerId);
    return this.groups.members(groupId);
  }

  async requests(groupId: string, viewerId: string) {
    if (!mayManageMembers(await this.#roleOrRefuse(groupId, viewerId))) throw new NotAManager();
    return this.groups.requests(groupId);
  }

  async approve(groupId: string, managerId: string, anglerId: string): Promise<void> {
    await this.transactions.run(async () => {
      await this.#lockSeen(groupId, managerId);
      if (!mayManageMembers(await this.groups.roleOf(groupId, managerId))) throw new NotAManager();
      if (!isId(anglerId) || !(await this.groups.dropRequest(groupId, anglerId))) throw new NoSuchRequest();
      await this.groups.addMember(groupId, anglerId, 'member', this.clock.now());
      await this.events.publish(GroupRequestApproved.of({ groupId, anglerId, managerId }, this.clock.now()));
    });
  }

  async invite(groupId: string, managerId: string, anglerId: string): Promise<void> {
    if (!isId(anglerId) || !(await this.anglers.relationshipIfKnown(managerId, anglerId))) throw new NotAMember();
    await this.transactions.run(async () => {
      await this.#lockSeen(groupId, managerId);
      if (!mayManageMembers(await this.groups.roleOf(groupId, managerId))) throw new NotAManager();
      if (await this.groups.roleOf(groupId, anglerId)) throw new AlreadyMember();
      if (await this.groups.invite(groupId, anglerId, managerId, this.clock.now())) {
        await this.events.publish(GroupInvitationSent.of({ groupId, anglerId, managerId }, this.clock.now()));
      }
    });
  }

  async setRole(groupId: string, ownerId: string, anglerId: string, role: GroupRole): Promise<void> {
    await this.transactions.run(async () => {
      await this.#lockSeen(groupId, ownerId);
      if (!mayChangeRoles(await this.groups.roleOf(groupId, ownerId))) throw new NotTheOwner();
      if (anglerId === ownerId) throw new OwnRoleChange();
      if (!isId(anglerId) || !(await this.groups.roleOf(groupId, anglerId))) throw new NotAMember();
      if (role === 'owner') {
        // The hand-over: the old owner stays on as an admin (one owner at a time: a unique index says so).
        await this.groups.setRole(groupId, ownerId, 'admin');
        await this.groups.setRole(groupId, anglerId, 'owner');
        await this.groups.setOwner(groupId, anglerId);
      } else {
        await this.groups.setRole(groupId, anglerId, role);
      }
      await this.#tellOfChange(groupId, anglerId);
    });
  }

  async remove(groupId: string, managerId: string, anglerId: string): Promise<void> {
    await this.transactions.run(async () => {
      await this.#lockSeen(groupId, managerId);
      const role = await this.groups.roleOf(groupId, managerId);
      if (!mayManageMembers(role)) throw new NotAManager();
      if (anglerId === managerId) throw new RemoveYourself();
      const target = isId(anglerId) ? await this.groups.roleOf(groupId, anglerId) : null;
      if (!target) throw new NotAMember();
      if (!mayRemove(role, target)) throw new CannotRemove();
      await this.groups.removeMember(groupId, anglerId);
      await this.#tellOfChange(groupId, anglerId);
    });
  }

  /**
   * In the change's transaction: the angler whose membership changed and the group's managers (their
   * member lists) hear of it live, so their open group screens read the group again without a reload.
   */
  async #tellOfChange(groupId: string, anglerId: string): Promise<void> {
    const managerIds = await this.groups.managers(groupId);
    await this.events.publish(GroupMembershipChanged.of({ groupId, anglerId, managerIds }, this.clock.now()));
  }

  /** In the caller's transaction: the group locked, or not found — also when it is hidden from the angler acting (domain/visibility.ts). */
  async #lockSeen(groupId: string, actorId: string): Promise<void> {
    const group = isId(groupId) ? await this.groups.lock(groupId) : null;
    if (!group || !isGroupSeenBy(group, actorId)) throw new GroupNotFound();
  }

  async #roleOrRefuse(groupId: string, viewerId: string): Promise<GroupRole> {
    const group = isId(groupId) ? await this.groups.seenBy(groupId, viewerId) : null;
    if (!group || !isGroupFoundBy(group)) throw new GroupNotFound();
    if (!group.role) throw new MembersOnly();
    return group.role;
  }
}
