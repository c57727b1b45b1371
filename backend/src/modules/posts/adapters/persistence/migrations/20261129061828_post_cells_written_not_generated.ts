import { Migration } from '@mikro-orm/migrations';

/** A post's map cells from its point (domain/map-cells.ts, the same formula), over the row being written. */
const FINE = '(floor((new.latitude + 90) * 10)::integer * 3601 + floor((new.longitude + 180) * 10)::integer)';
const COARSE = '(floor(new.latitude + 90)::integer * 361 + floor(new.longitude + 180)::integer)';

/**
 * A post's map cells are written when its point is, not generated on every update of the row.
 * PostgreSQL's stored generated columns rebuild their expressions from the catalog at every UPDATE of
 * the table, whichever columns it sets, only to find that a like's `likes = likes + 1` does not move
 * them (perf under the bench's like load: ~6 % of a like's PostgreSQL CPU). The cells are now plain
 * columns (their values and indexes stay), set by a BEFORE INSERT row trigger — the app's share,
 * the bench's generator and the tests' fixtures alike — and put right by an AFTER UPDATE trigger `of`
 * the point and the cells, queued only when such an update leaves them wrong (nothing in the app moves
 * a post's point today; this keeps the cells a function of the point whatever writes). Neither fires
 * for a like's update: a BEFORE INSERT trigger is not an UPDATE one (an update of a table with any
 * BEFORE UPDATE row trigger locks each row before it looks at the trigger's columns), and an AFTER
 * trigger `of` columns is not even queued for an update that sets none of them.
 */
export class PostCellsWrittenNotGenerated20261129061828 extends Migration {
  override up(): void {
    this.addSql('alter table posts alter column fine_cell drop expression, alter column coarse_cell drop expression');
    this.addSql(`create function posts_cells() returns trigger language plpgsql as $$
      begin
        new.fine_cell := ${FINE};
        new.coarse_cell := ${COARSE};
        return new;
      end $$`);
    this.addSql('create trigger posts_cells before insert on posts for each row execute function posts_cells()');
    this.addSql(`create function posts_cells_moved() returns trigger language plpgsql as $$
      begin
        update posts set fine_cell = ${FINE}, coarse_cell = ${COARSE} where id = new.id;
        return null;
      end $$`);
    // The correcting update sets only the cells, now right: the WHEN clause does not queue it again.
    this.addSql(`create trigger posts_cells_moved after update of latitude, longitude, fine_cell, coarse_cell on posts
      for each row when (new.fine_cell is distinct from ${FINE} or new.coarse_cell is distinct from ${COARSE})
      execute function posts_cells_moved()`);
  }

  override down(): void {
    this.addSql('drop trigger posts_cells_moved on posts');
    this.addSql('drop function posts_cells_moved()');
    this.addSql('drop trigger posts_cells on posts');
    this.addSql('drop function posts_cells()');
    // Generated again: a column becomes generated only by being added as one, so the cells' indexes
    // (their definitions as they stand) are dropped with the columns and built again.
    this.addSql(`do $$
      declare
        defs text[];
        def text;
      begin
        select array_agg(distinct pg_get_indexdef(i.indexrelid)) into defs
        from pg_index i join pg_attribute a on a.attrelid = i.indrelid
        where i.indrelid = 'posts'::regclass and a.attname in ('fine_cell', 'coarse_cell')
          and (a.attnum = any(i.indkey::int2[]) or pg_get_expr(i.indpred, i.indrelid) ~ a.attname);
        alter table posts drop column fine_cell, drop column coarse_cell;
        alter table posts
          add column fine_cell integer generated always as
            (floor((latitude + 90) * 10)::integer * 3601 + floor((longitude + 180) * 10)::integer) stored,
          add column coarse_cell integer generated always as
            (floor(latitude + 90)::integer * 361 + floor(longitude + 180)::integer) stored;
        foreach def in array coalesce(defs, '{}') loop
          execute def;
        end loop;
      end $$`);
  }
}
