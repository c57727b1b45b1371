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

const TALLY_TRIGGERS = [
  { name: 'catch_tallies_added', event: 'insert', tables: 'new table as new_tallies' },
  { name: 'catch_tallies_changed', event: 'update', tables: 'old table as old_tallies new table as new_tallies' },
  { name: 'catch_tallies_removed', event: 'delete', tables: 'old table as old_tallies' },
] as const;

/**
 * A profile's post figures kept on the author's card row (post_authors) for each kind of viewer —
 * [catches, distinct species, content posts] among the privacies that viewer sees, a hidden post at
 * 'private' (HIDDEN_AS) — instead of counted at every read: a random angler's profile walked
 * catch_tallies and the author's content posts (their heap rows, on posts' wide, often-updated pages)
 * with an aggregate each, more than half of the profile statement's PostgreSQL time.
 *
 * Kept in the transaction that changes them, by triggers, whoever writes: catch_tallies' statements
 * (a share's upsert, a delete's or a hiding's recount, an angler's removal) and content posts' rows
 * (shared, deleted, hidden or shown again, privacy moved). The author's card row is locked first, and
 * only then counted by a new statement (a new snapshot under READ COMMITTED), so two changes of one
 * author committing at once each count the other's. A card made after its author's posts (events
 * arrive in their own time) is counted as it is inserted.
 */
export class AuthorFiguresKept20261129100000 extends Migration {
  override up(): void {
    this.addSql(`alter table post_authors
      add column figures_author integer[] not null default '{0,0,0}',
      add column figures_mates integer[] not null default '{0,0,0}',
      add column figures_others integer[] not null default '{0,0,0}'`);
    this.addSql(`create function post_author_figures(author uuid, privacies text[]) returns integer[] language sql stable as $$
      select array[
        (select coalesce(sum(t.catches), 0)::int from catch_tallies t where t.author_id = author and t.privacy = any(privacies)),
        (select count(distinct t.species)::int from catch_tallies t where t.author_id = author and t.privacy = any(privacies)),
        (select count(*)::int from posts p where p.author_id = author and p.type = 'content'
            and (case when p.hidden_at is not null then 'private' else p.privacy end) = any(privacies))]
    $$`);
    this.addSql(`create function post_author_figures_move(authors uuid[]) returns void language plpgsql as $$
      begin
        perform 1 from post_authors where angler_id = any(authors) order by angler_id for no key update;
        update post_authors a set
          figures_author = post_author_figures(a.angler_id, ${list(FIGURES_SEEN_BY.author)}),
          figures_mates = post_author_figures(a.angler_id, ${list(FIGURES_SEEN_BY.mates)}),
          figures_others = post_author_figures(a.angler_id, ${list(FIGURES_SEEN_BY.others)})
        where a.angler_id = any(authors);
      end $$`);
    this.addSql(`create function catch_tallies_moved() returns trigger language plpgsql as $$
      declare
        authors uuid[];
      begin
        if tg_op = 'INSERT' then
          select array_agg(distinct author_id) into authors from new_tallies;
        elsif tg_op = 'DELETE' then
          select array_agg(distinct author_id) into authors from old_tallies;
        else
          select array_agg(distinct author_id) into authors from (select author_id from new_tallies union select author_id from old_tallies) t;
        end if;
        if authors is not null then perform post_author_figures_move(authors); end if;
        return null;
      end $$`);
    // Transition tables allow one event a trigger, hence one trigger each.
    for (const t of TALLY_TRIGGERS) {
      this.addSql(`create trigger ${t.name} after ${t.event} on catch_tallies
        referencing ${t.tables} for each statement execute function catch_tallies_moved()`);
    }
    this.addSql(`create function content_post_moved() returns trigger language plpgsql as $$
      begin
        perform post_author_figures_move(array[case when tg_op = 'DELETE' then old.author_id else new.author_id end]);
        return null;
      end $$`);
    this.addSql(`create trigger content_post_added after insert on posts
      for each row when (new.type = 'content') execute function content_post_moved()`);
    this.addSql(`create trigger content_post_removed after delete on posts
      for each row when (old.type = 'content') execute function content_post_moved()`);
    this.addSql(`create trigger content_post_changed after update of type, privacy, hidden_at on posts
      for each row when (old.type = 'content' or new.type = 'content') execute function content_post_moved()`);
    this.addSql(`create function post_author_figures_first() returns trigger language plpgsql as $$
      begin
        new.figures_author := post_author_figures(new.angler_id, ${list(FIGURES_SEEN_BY.author)});
        new.figures_mates := post_author_figures(new.angler_id, ${list(FIGURES_SEEN_BY.mates)});
        new.figures_others := post_author_figures(new.angler_id, ${list(FIGURES_SEEN_BY.others)});
        return new;
      end $$`);
    this.addSql(`create trigger post_author_figures_first before insert on post_authors
      for each row execute function post_author_figures_first()`);
    this.addSql(`update post_authors a set
      figures_author = post_author_figures(a.angler_id, ${list(FIGURES_SEEN_BY.author)}),
      figures_mates = post_author_figures(a.angler_id, ${list(FIGURES_SEEN_BY.mates)}),
      figures_others = post_author_figures(a.angler_id, ${list(FIGURES_SEEN_BY.others)})`);
  }

  override down(): void {
    this.addSql('drop trigger post_author_figures_first on post_authors');
    this.addSql('drop trigger content_post_added on posts');
    this.addSql('drop trigger content_post_removed on posts');
    this.addSql('drop trigger content_post_changed on posts');
    for (const t of TALLY_TRIGGERS) this.addSql(`drop trigger ${t.name} on catch_tallies`);
    this.addSql('drop function post_author_figures_first()');
    this.addSql('drop function content_post_moved()');
    this.addSql('drop function catch_tallies_moved()');
    this.addSql('drop function post_author_figures_move(uuid[])');
    this.addSql('drop function post_author_figures(uuid, text[])');
    this.addSql('alter table post_authors drop column figures_author, drop column figures_mates, drop column figures_others');
  }
}
