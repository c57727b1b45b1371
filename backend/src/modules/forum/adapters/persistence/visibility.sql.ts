import { sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { HiddenState } from '../../domain/visibility.ts';

/**
 * domain/visibility.ts's isSeenBy for the lists: a question (`q`) or an answer (`a`) is read when it is
 * not hidden or the viewer wrote it.
 */
export const questionSeenBy = (viewerId: string) => sql`(q.hidden_at is null or q.asker_id = ${viewerId}::uuid)`;
export const answerSeenBy = (viewerId: string) => sql`(a.hidden_at is null or a.author_id = ${viewerId}::uuid)`;

const Hidden = rowOf({ hiddenAt: col.time().nullable(), hiddenRule: col.text().nullable() });
/** The hidden_at and hidden_rule columns as the domain's state. */
export function hiddenOf(row: unknown): HiddenState | null {
  const { hiddenAt, hiddenRule } = Hidden.read(row);
  return hiddenAt ? { ruleId: hiddenRule, at: hiddenAt } : null;
}
