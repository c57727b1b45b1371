import { sql, type Query } from '../../../../platform/db/sql.ts';

/**
 * Whether the reader liked each post of a page held in a CTE (`page` with `post_id` and the post's
 * `created_at`): the reader's likes are kept in the order of their posts' times
 * (post_likes_by_angler_time, migration 20261129061210), so the page's likes are the reader's likes of
 * posts between the page's oldest and newest — ONE range of that index, read index-only into an array
 * (an InitPlan, run once a page) that each row is tested against. Likes of posts in that span that are
 * not on the page are in the array too and match no row. The page's ids as an array on the index's
 * post column instead (`post_id = any(page)`) made PostgreSQL descend the index once per few ids: 36–42
 * of a Following page's 60–107 buffers.
 */
export const likedOnPageSql = (reader: Query<unknown>, page: string): Query<boolean> => {
  const cte = sql.table(page);
  return sql`${sql.ref(`${page}.post_id`)} = any (array(
    select l.post_id from post_likes l
    where l.angler_id = ${reader}
      and l.post_created_at between (select min(created_at) from ${cte}) and (select max(created_at) from ${cte})
  ))`;
};
