import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { MutedWordBook } from '../../application/ports.ts';

/** Muted words in SQL: one row per angler who muted any. */
export class SqlMutedWordBook implements MutedWordBook {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async of(anglerId: string): Promise<string[]> {
    const [row] = await this.db.rows<{ words: string[] }>(
      sql`select words from moderation_muted_words where angler_id = ${anglerId}::uuid`,
    );
    return row?.words ?? [];
  }

  async set(anglerId: string, words: readonly string[], at: Date): Promise<void> {
    if (!words.length) {
      await this.db.run(sql`delete from moderation_muted_words where angler_id = ${anglerId}::uuid`);
      return;
    }
    await this.db.run(sql`
      insert into moderation_muted_words (angler_id, words, updated_at) values (${anglerId}::uuid, ${[...words]}::text[], ${at})
      on conflict (angler_id) do update set words = excluded.words, updated_at = excluded.updated_at`);
  }
}
