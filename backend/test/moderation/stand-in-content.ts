import { ContainerModule } from 'inversify';
import { randomUUID } from 'node:crypto';
import type { BackendModule } from '../../src/platform/backend-module.ts';
import {
  ModeratedContentToken,
  type ModeratedContent,
  type ReportableKind,
  type ReportedItem,
} from '../../src/modules/moderation/index.ts';

interface StandInItem {
  kind: ReportableKind;
  authorId: string;
  text: string;
  /** Who may see it besides its author; null: everyone. */
  readers: string[] | null;
  hidden: { ruleId: string | null; at: Date } | null;
  removed: boolean;
}

/**
 * A test double of the content modules' side of the ModeratedContent port, for moderation's own suite
 * (the modules' real sides are tested in hidden-*.test.ts): it keeps its items in memory and records
 * what moderation asks of it.
 * Moderation's own tables are real.
 */
export class StandInContent implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['answer', 'message', 'group'];
  readonly items = new Map<string, StandInItem>();
  /** How many times each item was asked to hide. */
  readonly hides = new Map<string, number>();

  add(kind: ReportableKind, authorId: string, text: string, readers: string[] | null = null): string {
    const id = randomUUID();
    this.items.set(id, { kind, authorId, text, readers, hidden: null, removed: false });
    return id;
  }

  #describe(id: string, item: StandInItem): ReportedItem {
    return {
      kind: item.kind,
      itemId: id,
      authorId: item.authorId,
      title: null,
      excerpt: item.text,
      link: `/stand-in/${id}`,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      context: [{ authorId: item.authorId, excerpt: item.text, at: new Date('2026-01-01T00:00:00Z'), isReported: true }],
    };
  }

  async seenBy(kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    const item = this.items.get(itemId);
    if (!item || item.kind !== kind || item.removed) return null;
    const mine = item.authorId === viewerId;
    if (!mine && (item.hidden || (item.readers && !item.readers.includes(viewerId)))) return null;
    return this.#describe(itemId, item);
  }

  async forOperator(kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    const item = this.items.get(itemId);
    return item && item.kind === kind && !item.removed ? this.#describe(itemId, item) : null;
  }

  async forOperatorMany(kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]> {
    const found = await Promise.all(itemIds.map((id) => this.forOperator(kind, id)));
    return found.filter((item): item is ReportedItem => item !== null).map((item) => ({ ...item, context: [] }));
  }

  async setHidden(_kind: ReportableKind, itemId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void> {
    this.items.get(itemId)!.hidden = hidden;
    if (hidden) this.hides.set(itemId, (this.hides.get(itemId) ?? 0) + 1);
  }

  async remove(_kind: ReportableKind, itemId: string): Promise<void> {
    this.items.get(itemId)!.removed = true;
  }
}

export function standInContentModule(content: StandInContent): BackendModule {
  return {
    name: 'moderation-test-stand-in-content',
    // Moderation's own suite reads content only through the stand-in: it replaces every module's side.
    container: new ContainerModule(({ rebind }) => {
      rebind(ModeratedContentToken).toConstantValue(content);
    }),
    entities: [],
    migrations: [],
    tables: [],
  };
}
