import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { sqlTwinDatabase } from '../support/sql-twins.ts';

/**
 * A post's row rules hold on every write that sets what they read: inserted, or updated in one of
 * their columns, a row that breaks one fails with SQLSTATE 23514 and the rule's name (the API's 422),
 * as their CHECK constraints did; the like count's own rule still refuses a negative count.
 */
describe('posts: the rules of a post row', () => {
  const database = sqlTwinDatabase();

  const aCatchRow = { type: 'catch', privacy: 'public', species: 'pike', latitude: 52.5, longitude: 13.4 };

  const query = (text: string, values: unknown[]) => database.client.query(text, values);

  const insert = async (row: Record<string, unknown>) => {
    const id = randomUUID();
    const all: Record<string, unknown> = { id, author_id: randomUUID(), created_at: new Date(), ...row };
    const columns = Object.keys(all);
    await query(`insert into posts (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(all));
    return id;
  };

  /** The rule a statement broke (its error's constraint), or null when it was stored. */
  const broken = async (write: () => Promise<unknown>) => {
    try {
      await write();
      return null;
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      expect(code).to.equal('23514');
      return constraint;
    }
  };

  const cases: Array<[string, Record<string, unknown>]> = [
    ['posts_type_check', { type: 'poem' }],
    ['posts_privacy_check', { privacy: 'everyone' }],
    ['posts_weight_check', { weight: -1 }],
    ['posts_length_check', { length: -0.5 }],
    ['posts_content_type_check', { content_type: 'audio' }],
    ['posts_latitude_check', { latitude: 91 }],
    ['posts_longitude_check', { longitude: -181 }],
    ['posts_comments_check', { comments: -1 }],
    ['posts_check', { latitude: 52.5, longitude: null }],
    ['posts_check1', { species: null }],
    ['posts_public_precision_check', { public_precision: 'street' }],
    ['posts_mates_precision_check', { mates_precision: 'street' }],
    ['posts_likes_check', { likes: -1 }],
  ];

  for (const [rule, breaking] of cases) {
    it(`refuses an inserted row that breaks ${rule}`, async () => {
      expect(await broken(() => insert({ ...aCatchRow, ...breaking }))).to.equal(rule);
    });
  }

  it('stores a row whose ruled columns are NULL, as a CHECK passes NULL', async () => {
    const id = await insert({ type: 'content', privacy: 'mates' });
    expect((await query('select count(*)::int as n from posts where id = $1', [id])).rows[0].n).to.equal(1);
  });

  it('checks an update that sets a ruled column, and the count on its own', async () => {
    const id = await insert(aCatchRow);
    expect(await broken(() => query(`update posts set privacy = 'everyone' where id = $1`, [id]))).to.equal('posts_privacy_check');
    expect(await broken(() => query('update posts set longitude = null where id = $1', [id]))).to.equal('posts_check');
    expect(await broken(() => query('update posts set species = null where id = $1', [id]))).to.equal('posts_check1');
    expect(await broken(() => query('update posts set likes = likes - 1 where id = $1', [id]))).to.equal('posts_likes_check');
    expect(await broken(() => query('update posts set likes = likes + 1, privacy = $2 where id = $1', [id, 'mates']))).to.equal(null);
    const row = (await query('select likes, privacy from posts where id = $1', [id])).rows[0];
    expect(row).to.deep.equal({ likes: 1, privacy: 'mates' });
  });
});
