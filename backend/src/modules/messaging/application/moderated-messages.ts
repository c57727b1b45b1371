import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { reportExcerpt, type ContextLine, type ModeratedContent, type ReportableKind, type ReportedItem } from '../../moderation/index.ts';
import { isReadableBy, type HiddenState } from '../domain/visibility.ts';
import { MessageRepository, type MessageRecord } from './ports.ts';

/** Messages shown before and after a reported one. */
const AROUND = 2;
/** A message is short: a report shows up to 150 of its characters. */
const excerptOf = (text: string) => reportExcerpt(text, 151);

/**
 * Direct messages as moderation reads and hides them (its ModeratedContent port): only a participant may
 * report one — in practice its recipient, moderation refusing a report of one's own — and sees the
 * messages around it they may read; an operator sees the conversation around it as it is. Hiding
 * rewrites the recipient's inbox row in the caller's transaction.
 */
export class ModeratedMessages implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['message'];

  constructor(@inject(MessageRepository) private readonly messages: MessageRepository) {}

  async seenBy(_kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    const message = isId(itemId) ? await this.messages.byId(itemId) : null;
    return message && isReadableBy(message, viewerId) ? this.#describe(message, viewerId) : null;
  }

  async forOperator(_kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    const message = isId(itemId) ? await this.messages.byId(itemId) : null;
    return message ? this.#describe(message, null) : null;
  }

  async forOperatorMany(_kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]> {
    const ids = itemIds.filter(isId);
    return ids.length ? (await this.messages.byIds(ids)).map((m) => reported(m, [])) : [];
  }

  async setHidden(_kind: ReportableKind, itemId: string, hidden: HiddenState | null): Promise<void> {
    if (isId(itemId)) await this.messages.setHidden(itemId, hidden);
  }

  /** `readerId` null: the operator, who sees every message around it. */
  async #describe(m: MessageRecord, readerId: string | null): Promise<ReportedItem> {
    const around = (await this.messages.around(m, AROUND)).filter((x) => x.id === m.id || readerId === null || isReadableBy(x, readerId));
    return reported(
      m,
      around.map((x) => ({ authorId: x.senderId, excerpt: excerptOf(x.content), at: x.createdAt, isReported: x.id === m.id })),
    );
  }
}

function reported(m: MessageRecord, context: ContextLine[]): ReportedItem {
  return {
    kind: 'message',
    itemId: m.id,
    authorId: m.senderId,
    title: null,
    excerpt: excerptOf(m.content),
    link: null,
    createdAt: m.createdAt,
    context,
  };
}
