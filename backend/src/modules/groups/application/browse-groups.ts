import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { AnglersFacade, type AnglerCard } from '../../identity/index.ts';
import type { GroupType } from '../domain/group.ts';
import { GroupNotFound } from '../domain/group.errors.ts';
import { GroupRepository, type GroupSeen } from './ports.ts';

export const DISCOVER_ROWS = 50;
export type GroupView = GroupSeen & { creator: AnglerCard | undefined };

/** Discover (invite-only groups stay hidden from anyone not in or invited) and My Groups. */
export class BrowseGroups {
  constructor(
    @inject(GroupRepository) private readonly groups: GroupRepository,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
  ) {}

  async discover(viewerId: string, filter: { search?: string; type?: GroupType }): Promise<GroupView[]> {
    return this.#withCreators(await this.groups.discover(viewerId, filter, DISCOVER_ROWS));
  }

  async mine(viewerId: string): Promise<GroupView[]> {
    return this.#withCreators(await this.groups.mine(viewerId));
  }

  async one(groupId: string, viewerId: string): Promise<GroupView> {
    const group = isId(groupId) ? await this.groups.seenBy(groupId, viewerId) : null;
    if (!group) throw new GroupNotFound();
    return (await this.#withCreators([group]))[0]!;
  }

  async #withCreators(groups: GroupSeen[]): Promise<GroupView[]> {
    const cards = await this.anglers.cardsOf(groups.map((g) => g.creatorId));
    return groups.map((g) => ({ ...g, creator: cards.get(g.creatorId) }));
  }
}
