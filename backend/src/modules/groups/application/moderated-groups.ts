import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { reportExcerpt, type ContextLine, type ModeratedContent, type ReportableKind, type ReportedItem } from '../../moderation/index.ts';
import { isMessageSeenBy, type HiddenState, isGroupFoundBy } from '../domain/visibility.ts';
import { GroupRepository, type GroupMessageRecord, type GroupRecord } from './ports.ts';

/** Chat messages shown before and after a reported one. */
const AROUND = 2;
/** A chat line is short: a report shows up to 150 of its characters. */
const excerptOf = (text: string) => reportExcerpt(text, 151);
/** Where the app shows groups (a group has no page of its own). */
const GROUPS_PAGE = '/groups';

/**
 * Groups and their chat messages as moderation reads, hides and removes them (its ModeratedContent
 * port). A reporter reads a group they may find (an invite-only one only when in it or invited) and a
 * chat message of a group they are in, with the messages around it they see; an operator everything.
 * A group's author is its owner now. Removing a group deletes it for good, in the caller's transaction.
 */
export class ModeratedGroups implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['group', 'group_message'];

  constructor(@inject(GroupRepository) private readonly groups: GroupRepository) {}

  async seenBy(kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    if (!isId(itemId)) return null;
    if (kind === 'group') {
      const seen = await this.groups.seenBy(itemId, viewerId);
      if (!seen || !isGroupFoundBy(seen)) return null;
      return this.#group(seen);
    }
    const message = await this.groups.messageById(itemId);
    if (!message || !isMessageSeenBy(message, viewerId) || !(await this.groups.seenBy(message.groupId, viewerId))?.role) return null;
    return this.#message(message, viewerId);
  }

  async forOperator(kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    if (!isId(itemId)) return null;
    if (kind === 'group') {
      const group = await this.groups.byId(itemId);
      return group ? this.#group(group) : null;
    }
    const message = await this.groups.messageById(itemId);
    return message ? this.#message(message, null) : null;
  }

  async forOperatorMany(kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]> {
    const ids = itemIds.filter(isId);
    if (!ids.length) return [];
    if (kind === 'group') return (await this.groups.byIds(ids)).map((g) => this.#group(g));
    const messages = await this.groups.messagesByIds(ids);
    const names = new Map((await this.groups.byIds([...new Set(messages.map((m) => m.groupId))])).map((g) => [g.id, g.name]));
    return messages.map((m) => chatLine(m, names.get(m.groupId) ?? null, []));
  }

  async setHidden(kind: ReportableKind, itemId: string, hidden: HiddenState | null): Promise<void> {
    if (!isId(itemId)) return;
    if (kind === 'group') await this.groups.setGroupHidden(itemId, hidden);
    else await this.groups.setMessageHidden(itemId, hidden);
  }

  async remove(kind: ReportableKind, itemId: string): Promise<void> {
    if (kind === 'group' && isId(itemId)) await this.groups.removeGroup(itemId);
  }

  #group(g: GroupRecord): ReportedItem {
    return {
      kind: 'group',
      itemId: g.id,
      authorId: g.ownerId,
      title: g.name,
      excerpt: excerptOf(g.description || g.name),
      link: GROUPS_PAGE,
      createdAt: g.createdAt,
      context: [],
    };
  }

  /** `readerId` null: the operator, who sees every message around it. */
  async #message(m: GroupMessageRecord, readerId: string | null): Promise<ReportedItem> {
    const group = await this.groups.byId(m.groupId);
    const around = (await this.groups.messagesAround(m, AROUND)).filter(
      (x) => x.id === m.id || readerId === null || isMessageSeenBy(x, readerId),
    );
    return chatLine(
      m,
      group?.name ?? null,
      around.map((x) => ({ authorId: x.senderId, excerpt: excerptOf(x.content), at: x.createdAt, isReported: x.id === m.id })),
    );
  }
}

function chatLine(m: GroupMessageRecord, groupName: string | null, context: ContextLine[]): ReportedItem {
  return {
    kind: 'group_message',
    itemId: m.id,
    authorId: m.senderId,
    title: groupName,
    excerpt: excerptOf(m.content),
    link: GROUPS_PAGE,
    createdAt: m.createdAt,
    context,
  };
}
