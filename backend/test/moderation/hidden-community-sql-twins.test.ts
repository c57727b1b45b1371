import { expect } from 'chai';
import fc from 'fast-check';
import { sqlTwinDatabase } from '../support/sql-twins.ts';
import { sql, type Query } from '../../src/platform/db/sql.ts';
import * as forum from '../../src/modules/forum/domain/visibility.ts';
import * as forumSql from '../../src/modules/forum/adapters/persistence/visibility.sql.ts';
import * as messaging from '../../src/modules/messaging/domain/visibility.ts';
import * as messagingSql from '../../src/modules/messaging/adapters/persistence/visibility.sql.ts';
import * as groups from '../../src/modules/groups/domain/visibility.ts';
import * as groupsSql from '../../src/modules/groups/adapters/persistence/visibility.sql.ts';

/**
 * Forum, messaging and groups each read hidden content with a SQL twin of their domain rule: each twin
 * is proven equal to its rule on random items and viewers (fast-check, fixed seeds), run on PostgreSQL.
 */
describe('hidden community content: the SQL twins agree with the domain rules', () => {
  const { run } = sqlTwinDatabase();

  const anglers = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
  const anAngler = fc.constantFrom(...anglers);
  const aHiding = fc.option(fc.record({ ruleId: fc.constantFrom('no-spam', null), at: fc.constant(new Date('2026-11-28T07:00:00Z')) }), {
    nil: null,
  });

  /** Rows of `alias` with these uuid columns and its hidden_at, numbered `i`. */
  function asTable(alias: string, columns: string[], rows: Array<Record<string, unknown>>): Query<unknown> {
    const records = rows.map((r, i) => ({
      i,
      hidden_at: r.hidden ? '2026-11-28T07:00:00Z' : null,
      ...Object.fromEntries(columns.map((c) => [c, r[c]])),
    }));
    const shape = sql.raw(['i int', 'hidden_at timestamptz', ...columns.map((c) => `${c} uuid`)].join(', '));
    return sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as ${sql.raw(alias)}(${shape})`;
  }

  /** Which of the rows the predicate lets `viewer` read, by number. */
  async function readBy(table: Query<unknown>, predicate: Query<unknown>): Promise<number[]> {
    const rows = await run(sql<{ i: number }>`select i from ${table} where ${predicate} order by i`);
    return rows.map((r) => r.i);
  }
  const expected = <T>(items: T[], rule: (item: T) => boolean) => items.flatMap((item, i) => (rule(item) ? [i] : []));

  it('forum: questions and answers as isSeenBy says', async () => {
    const anItem = fc.record({ authorId: anAngler, hidden: aHiding });
    await fc.assert(
      fc.asyncProperty(anAngler, fc.array(anItem, { minLength: 1, maxLength: 12 }), async (viewer, items) => {
        const questions = asTable(
          'q',
          ['asker_id'],
          items.map((x) => ({ asker_id: x.authorId, hidden: x.hidden })),
        );
        const answers = asTable(
          'a',
          ['author_id'],
          items.map((x) => ({ author_id: x.authorId, hidden: x.hidden })),
        );
        const seen = expected(items, (x) => forum.isSeenBy(x, viewer));
        expect(await readBy(questions, forumSql.questionSeenBy(viewer)), 'questions').to.deep.equal(seen);
        expect(await readBy(answers, forumSql.answerSeenBy(viewer)), 'answers').to.deep.equal(seen);
      }),
      { seed: 20261128, numRuns: 60 },
    );
  });

  it('messaging: messages as isReadableBy says', async () => {
    const aMessage = fc.record({ senderId: anAngler, recipientId: anAngler, hidden: aHiding });
    await fc.assert(
      fc.asyncProperty(anAngler, fc.array(aMessage, { minLength: 1, maxLength: 12 }), async (viewer, messages) => {
        const table = asTable(
          'm',
          ['sender_id', 'recipient_id'],
          messages.map((x) => ({ sender_id: x.senderId, recipient_id: x.recipientId, hidden: x.hidden })),
        );
        expect(await readBy(table, messagingSql.readableBy(viewer))).to.deep.equal(
          expected(messages, (x) => messaging.isReadableBy(x, viewer)),
        );
      }),
      { seed: 20261129, numRuns: 60 },
    );
  });

  it('groups: groups and chat messages as isGroupSeenBy and isMessageSeenBy say', async () => {
    const anItem = fc.record({ authorId: anAngler, hidden: aHiding });
    await fc.assert(
      fc.asyncProperty(anAngler, fc.array(anItem, { minLength: 1, maxLength: 12 }), async (viewer, items) => {
        const owned = asTable(
          'g',
          ['owner_id'],
          items.map((x) => ({ owner_id: x.authorId, hidden: x.hidden })),
        );
        const sent = asTable(
          'gm',
          ['sender_id'],
          items.map((x) => ({ sender_id: x.authorId, hidden: x.hidden })),
        );
        expect(await readBy(owned, groupsSql.groupSeenBy(viewer)), 'groups').to.deep.equal(
          expected(items, (x) => groups.isGroupSeenBy({ ownerId: x.authorId, hidden: x.hidden }, viewer)),
        );
        expect(await readBy(sent, groupsSql.messageSeenBy(viewer)), 'messages').to.deep.equal(
          expected(items, (x) => groups.isMessageSeenBy({ senderId: x.authorId, hidden: x.hidden }, viewer)),
        );
      }),
      { seed: 20261130, numRuns: 60 },
    );
  });
});
