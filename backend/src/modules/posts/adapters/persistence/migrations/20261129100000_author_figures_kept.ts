import { Migration } from '@mikro-orm/migrations';

/**
 * What each kind of viewer may count of an author's posts: the privacies the author, a mate and anyone
 * else sees (domain/visibility.ts's rule for each relationship; profile-figures.part.ts reads them
 * against the rule's answer, and a test holds the two equal). Frozen with this migration: a change of
 * the rule needs a migration that recomputes the figures.
 */
export const FIGURES_SEEN_BY = {
  author: ['public', 'mates', 'private'],
  mates: ['public', 'mates'],
  others: ['public'],
} as const;

const list = (privacies: readonly string[]) => `'{${privacies.join(',')}}'::text[]`;

/** Content posts' changes that move their author's figures, each as its own trigger (a WHEN names only the row its event has). */
const CONTENT_TRIGGERS = [
  { name: 'content_post_added', event: 'insert', when: "new.type = 'content'" },
  { name: 'content_post_removed', event: 'delete', when: "old.type = 'content'" },
  { name: 'content_post_changed', event: 'update of type, privacy, hidden_at', when: "old.type = 'content' or new.type = 'content'" },
] as const;

/**
 * A profile's post figures kept on the author's card row (post_authors) for each kind of viewer —
 * [catches, distinct species, content posts] among the privacies that viewer sees, a hidden post at
 * 'private' (HIDDEN_AS) — instead of counted at every read: a random angler's profile walked
 * catch_tallies and the author's content posts (their heap rows, on posts' wide, often-updated pages)
 * with an aggregate each, more than half of the profile statement's PostgreSQL time.
 *
 * Kept in the transaction that changes them, by triggers, whoever writes: catch_tallies' rows (a
 * share's upsert, a delete's or a hiding's recount, an angler's removal) and content posts' rows
 * (shared, deleted, hidden or shown again, privacy moved). Deferred to the transaction's commit, so the
 * author's card row is the last lock a transaction takes (taken mid-transaction, a hiding that recounts
 * two groups would hold it while waiting for a share's group that waits for it: a deadlock). The row
 * is locked first, and only then counted by a new statement (a new snapshot under READ COMMITTED), so
 * two changes of one author committing at once each count the other's. A card made after its
 * author's posts (events arrive in their own time) is counted as it is inserted.
 */
export class AuthorFiguresKept20261129100000 extends Migration {
  override up(): void {
    this.addSql(`alter table post_authors
      add column figures_author integer[] not null default '{0,0,0}',
      add column figures_mates integer[] not null default '{0,0,0}',
      add column figures_others integer[] not null default '{0,0,0}'`);
    // The author's tallies and content posts read once (two index walks), then summed for each kind of viewer.
    const figuresOf = (privacies: readonly string[]) => `array[
          (select coalesce(sum(t.catches), 0)::int from t where t.privacy = any(${list(privacies)})),
          (select count(distinct t.species)::int from t where t.privacy = any(${list(privacies)})),
          (select count(*)::int from c where c.privacy = any(${list(privacies)}))]`;
    this.addSql(`create function post_author_figures(author uuid, out seen_by_author integer[], out seen_by_mates integer[],
        out seen_by_others integer[]) language sql stable as $$
      with t as materialized (select privacy, species, catches from catch_tallies where author_id = author),
        c as materialized (select case when hidden_at is not null then 'private' else privacy end as privacy
                           from posts where author_id = author and type = 'content')
      select ${figuresOf(FIGURES_SEEN_BY.author)}, ${figuresOf(FIGURES_SEEN_BY.mates)}, ${figuresOf(FIGURES_SEEN_BY.others)}
    $$`);
    this.addSql(`create function post_author_figures_move(authors uuid[]) returns void language plpgsql as $$
      begin
        perform 1 from post_authors where angler_id = any(authors) order by angler_id for no key update;
        update post_authors a set (figures_author, figures_mates, figures_others) = (select * from post_author_figures(a.angler_id))
        where a.angler_id = any(authors);
      end $$`);
    this.addSql(`create function author_figures_moved() returns trigger language plpgsql as $$
      begin
        perform post_author_figures_move(array[case when tg_op = 'DELETE' then old.author_id else new.author_id end]);
        return null;
      end $$`);
    this.addSql(`create constraint trigger catch_tallies_moved after insert or update or delete on catch_tallies
      deferrable initially deferred for each row execute function author_figures_moved()`);
    for (const t of CONTENT_TRIGGERS) {
      this.addSql(`create constraint trigger ${t.name} after ${t.event} on posts
        deferrable initially deferred for each row when (${t.when}) execute function author_figures_moved()`);
    }
    this.addSql(`create function post_author_figures_first() returns trigger language plpgsql as $$
      begin
        select * into new.figures_author, new.figures_mates, new.figures_others from post_author_figures(new.angler_id);
        return new;
      end $$`);
    this.addSql(`create trigger post_author_figures_first before insert on post_authors
      for each row execute function post_author_figures_first()`);
    this.addSql(
      `update post_authors a set (figures_author, figures_mates, figures_others) = (select * from post_author_figures(a.angler_id))`,
    );
  }

  override down(): void {
    this.addSql('drop trigger post_author_figures_first on post_authors');
    for (const t of CONTENT_TRIGGERS) this.addSql(`drop trigger ${t.name} on posts`);
    this.addSql('drop trigger catch_tallies_moved on catch_tallies');
    this.addSql('drop function post_author_figures_first()');
    this.addSql('drop function author_figures_moved()');
    this.addSql('drop function post_author_figures_move(uuid[])');
    this.addSql('drop function post_author_figures(uuid)');
    this.addSql('alter table post_authors drop column figures_author, drop column figures_mates, drop column figures_others');
  }
}
