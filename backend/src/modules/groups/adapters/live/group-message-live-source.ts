import { inject } from 'inversify';
import { AnglersFacade } from '../../../identity/index.ts';
import type { LiveEventSource } from '../../../notifications/index.ts';
import { GroupRepository } from '../../application/ports.ts';
import { toGroupMessageResponse } from '../http/group.response.ts';

/**
 * Group messages on the live stream: only to the group's members at the time they are read, and only
 * what they see (domain/visibility.ts: a hidden message its sender, a hidden group's chat its owner).
 */
export class GroupMessageLiveSource implements LiveEventSource {
  readonly kind = 'group_message' as const;
  constructor(
    @inject(GroupRepository) private readonly groups: GroupRepository,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
  ) {}

  async load(readerId: string, refIds: readonly string[]): Promise<Map<string, unknown>> {
    const rows = await this.groups.messagesReadableBy(readerId, refIds);
    const cards = await this.anglers.cardsOf(rows.map((m) => m.senderId));
    return new Map(rows.map((m) => [m.id, toGroupMessageResponse(m, cards.get(m.senderId), readerId)]));
  }
}
