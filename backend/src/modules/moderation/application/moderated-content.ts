import type { ReportableKind } from '../domain/reportable-kind.ts';

/** One line of an item's context: the thread around an answer, the messages around a message. */
export interface ContextLine {
  authorId: string | null;
  excerpt: string;
  at: Date;
  /** The reported item itself, among its context. */
  isReported: boolean;
}

/** A reported item as its owning module describes it: only as much as a report needs. */
export interface ReportedItem {
  kind: ReportableKind;
  itemId: string;
  /**
   * Who the actions on it concern (warn, suspend, ban, the statement of reasons); null when the author's
   * account was deleted and the item outlived it (a spot stays in the directory): only item actions apply.
   */
  authorId: string | null;
  /** A question's or group's title, a spot's name; null when the kind has none. */
  title: string | null;
  /** The words (or a caption) of the item, shortened. */
  excerpt: string;
  /** Where the app shows it (`/forum/question/…`); null when it has no page of its own. */
  link: string | null;
  createdAt: Date;
  /** What an operator needs around it; empty when the item stands alone. */
  context: readonly ContextLine[];
}

/**
 * Multi-bound by each module that owns reportable content (posts, spots, forum, messaging, groups,
 * tournaments, identity for profiles): moderation reads and hides that content only through it, so
 * moderation imports no content module and each module keeps its own hidden state in its own tables.
 */
export interface ModeratedContent {
  readonly kinds: readonly ReportableKind[];
  /**
   * The item as this viewer may see it now (null: absent, or not theirs to see): its author, a short
   * excerpt, a link, and the context an operator needs (the thread, the messages around it).
   */
  seenBy(kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null>;
  /** For the operator's console: the same, whatever its visibility or hidden state (null: it never existed or was removed). */
  forOperator(kind: ReportableKind, itemId: string): Promise<ReportedItem | null>;
  /**
   * Many items of one kind at once, as a queue page lists them: in a fixed few statements whatever the
   * page's size, and without their context (empty), which only opening one item reads (`forOperator`).
   * Absent ids are left out.
   */
  forOperatorMany(kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]>;
  /**
   * In the caller's transaction: hidden (with why) or shown again. Hidden content disappears from
   * every read but its author's, who sees it marked hidden with the reason. `ruleId` is null when it
   * was hidden automatically by reports, before any operator looked.
   */
  setHidden(kind: ReportableKind, itemId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void>;
  /** Groups, spots and tournaments only: removed for good, in the caller's transaction. */
  remove?(kind: ReportableKind, itemId: string): Promise<void>;
}
export const ModeratedContentToken = Symbol.for('moderation.ModeratedContent');
