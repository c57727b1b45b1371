import { Migration } from '@mikro-orm/migrations';

const PRECISIONS = `('exact', '1km', '10km', 'place', 'hidden')`;

/** Each rule of a post's row that its CHECK constraint held: the constraint's name, its predicate, the columns it reads. */
const RULES: ReadonlyArray<{ name: string; holds: string; columns: readonly string[] }> = [
  { name: 'posts_type_check', holds: `type in ('catch', 'content')`, columns: ['type'] },
  { name: 'posts_privacy_check', holds: `privacy in ('public', 'mates', 'private')`, columns: ['privacy'] },
  { name: 'posts_weight_check', holds: 'weight >= 0', columns: ['weight'] },
  { name: 'posts_length_check', holds: 'length >= 0', columns: ['length'] },
  { name: 'posts_content_type_check', holds: `content_type in ('photo', 'video', 'text')`, columns: ['content_type'] },
  { name: 'posts_latitude_check', holds: 'latitude between -90 and 90', columns: ['latitude'] },
  { name: 'posts_longitude_check', holds: 'longitude between -180 and 180', columns: ['longitude'] },
  { name: 'posts_comments_check', holds: 'comments >= 0', columns: ['comments'] },
  { name: 'posts_check', holds: '(latitude is null) = (longitude is null)', columns: ['latitude', 'longitude'] },
  { name: 'posts_check1', holds: `type = 'content' or species is not null`, columns: ['type', 'species'] },
  { name: 'posts_public_precision_check', holds: `public_precision in ${PRECISIONS}`, columns: ['public_precision'] },
  { name: 'posts_mates_precision_check', holds: `mates_precision in ${PRECISIONS}`, columns: ['mates_precision'] },
];

/** The rule's predicate over the row being written (`new.<column>`). */
const onNewRow = (rule: (typeof RULES)[number]) =>
  rule.columns.reduce((holds, column) => holds.replace(new RegExp(`\\b${column}\\b`, 'g'), `new.${column}`), rule.holds);

/**
 * A post's row rules are checked when a column they read is written, not on every update of the row.
 * PostgreSQL evaluates every CHECK constraint of a table on every UPDATE, whichever columns it sets,
 * and builds each from its stored expression again for every statement: on posts, whose like count
 * moves with every like and unlike, the twelve CHECKs that read other columns were a fifth of the
 * like/unlike's PostgreSQL CPU (perf under the bench's like load) while the heap update itself was a
 * fiftieth. The same rules now run in a row trigger `of` exactly those columns — an insert, or an
 * update that sets one of them — and fail as the constraints did (SQLSTATE 23514 with the
 * constraint's name: the API's 422), failing the statement. AFTER, not BEFORE: an update of a table
 * with any BEFORE UPDATE row trigger locks each row before it looks at the trigger's columns (one
 * more WAL record a like), while an AFTER trigger `of` columns is not even queued for an update
 * that sets none of them. A rule passes on NULL, as a CHECK does (`if not` of NULL does not raise).
 * The count's own rule (`likes >= 0`) stays a CHECK: it is the column the like moves.
 */
export class PostsRulesOnTheirColumns20261129032010 extends Migration {
  override up(): void {
    const checks = RULES.map(
      (rule) => `if not (${onNewRow(rule)}) then
          raise exception 'new row for relation "posts" violates check constraint "%"', '${rule.name}'
            using errcode = 'check_violation', constraint = '${rule.name}', table = 'posts', schema = tg_table_schema;
        end if;`,
    );
    this.addSql(`create function posts_rules() returns trigger language plpgsql as $$
      begin
        ${checks.join('\n        ')}
        return null;
      end $$`);
    const columns = [...new Set(RULES.flatMap((rule) => rule.columns))];
    this.addSql(`create trigger posts_rules after insert or update of ${columns.join(', ')} on posts
      for each row execute function posts_rules()`);
    this.addSql(`alter table posts ${RULES.map((rule) => `drop constraint ${rule.name}`).join(', ')}`);
  }

  override down(): void {
    this.addSql(`alter table posts ${RULES.map((rule) => `add constraint ${rule.name} check (${rule.holds})`).join(', ')}`);
    this.addSql('drop trigger posts_rules on posts');
    this.addSql('drop function posts_rules()');
  }
}
