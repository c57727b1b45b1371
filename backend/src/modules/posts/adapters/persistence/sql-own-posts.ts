import { inject } from 'inversify';
import { isId } from '../../../../shared/kernel/ids.ts';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { OwnPost, OwnPosts } from '../../application/own-posts.ts';
import { fieldsOf } from '../../domain/post-fields.ts';
import { POST_COLUMNS, toProps } from './post-row.ts';

/** One walk of posts_author_recent. */
export class SqlOwnPosts implements OwnPosts {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async allOf(anglerId: string): Promise<OwnPost[]> {
    if (!isId(anglerId)) return [];
    const rows = await this.db.rows<{ likes: number }>(sql`select ${POST_COLUMNS} from posts p
      where p.author_id = ${anglerId}::uuid order by p.created_at desc, p.id desc`);
    return rows.map((r) => {
      const { authorId: _author, ...fields } = fieldsOf(toProps(r));
      return { ...fields, likes: r.likes };
    });
  }
}
