import { inject } from 'inversify';
import type { GroupMembershipChange } from '@tightlines/contracts';
import type { LiveEventSource } from '../../../notifications/index.ts';
import { GroupRepository } from '../../application/ports.ts';

/**
 * A change to the reader's membership of a group on the live stream (a role changed, removed from
 * it, a member they manage changed): the reader's own role now, read when the stream reads it —
 * null when they are no longer a member. It tells nobody anything about others.
 */
export class GroupMembershipLiveSource implements LiveEventSource {
  readonly kind = 'group_membership' as const;
  constructor(@inject(GroupRepository) private readonly groups: GroupRepository) {}

  async load(readerId: string, groupIds: readonly string[]): Promise<Map<string, unknown>> {
    const roles = await this.groups.rolesOf(readerId, groupIds);
    return new Map(groupIds.map((groupId): [string, GroupMembershipChange] => [groupId, { groupId, role: roles.get(groupId) ?? null }]));
  }
}
