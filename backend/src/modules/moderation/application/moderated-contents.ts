import { multiInject, optional } from 'inversify';
import type { ReportableKind } from '../domain/reportable-kind.ts';
import { ModeratedContentToken, type ModeratedContent, type ReportedItem } from './moderated-content.ts';
import { keyOf, type ItemKey } from './ports.ts';

/**
 * Every module's ModeratedContent, by the kinds each serves. A kind nobody serves yet reads as absent:
 * it cannot be reported, and the console shows its reports without the item.
 */
export class ModeratedContents {
  readonly #byKind = new Map<ReportableKind, ModeratedContent>();

  constructor(@multiInject(ModeratedContentToken) @optional() contents: ModeratedContent[] = []) {
    for (const content of contents) {
      for (const kind of content.kinds) {
        // Two owners of one kind would split its hidden state between them: a wiring mistake, found at start.
        if (this.#byKind.has(kind)) throw new Error(`Two modules serve reported ${kind}s`);
        this.#byKind.set(kind, content);
      }
    }
  }

  of(kind: ReportableKind): ModeratedContent | null {
    return this.#byKind.get(kind) ?? null;
  }

  seenBy(kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    return this.of(kind)?.seenBy(kind, itemId, viewerId) ?? Promise.resolve(null);
  }

  forOperator(kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    return this.of(kind)?.forOperator(kind, itemId) ?? Promise.resolve(null);
  }

  /** A queue page's items, each kind's module asked once: null where absent, in order. */
  async forOperatorAll(items: readonly ItemKey[]): Promise<Array<ReportedItem | null>> {
    const idsByKind = new Map<ReportableKind, string[]>();
    for (const item of items) idsByKind.set(item.kind, [...(idsByKind.get(item.kind) ?? []), item.itemId]);
    const found = new Map<string, ReportedItem>();
    await Promise.all(
      [...idsByKind].map(async ([kind, ids]) => {
        const content = this.of(kind);
        if (!content) return;
        for (const item of await content.forOperatorMany(kind, ids)) found.set(keyOf(item), item);
      }),
    );
    return items.map((item) => found.get(keyOf(item)) ?? null);
  }
}
