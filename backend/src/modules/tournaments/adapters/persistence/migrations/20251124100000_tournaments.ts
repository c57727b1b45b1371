import { Migration } from '@mikro-orm/migrations';

/**
 * Tournaments and everything that hangs off them. A tournament's status is never stored (it follows
 * from its dates and the clock); only a cancellation is. Its participant count is a counter moved in
 * the join's own transaction under the tournament's row lock, so it never passes max_participants.
 * Standings are kept per angler as entries are judged (the leaderboard is one index walk, never a
 * recount). The judging log is append-only: a trigger refuses to change or remove a line. Angler ids
 * are not foreign keys: anglers belong to identity; names and pictures are tournaments' own copy,
 * taken at join and kept by identity's AnglerCardChanged events.
 */
export class Tournaments20251124100000 extends Migration {
  override up(): void {
    this.addSql(`
      create table tournaments (
        id uuid primary key,
        title varchar(200) not null,
        description text null,
        rules text null,
        start_date timestamptz not null,
        end_date timestamptz not null,
        registration_deadline timestamptz not null,
        max_participants integer null check (max_participants >= 1),
        entry_fee numeric(12, 2) null check (entry_fee >= 0),
        prize_pool numeric(14, 2) null check (prize_pool >= 0),
        scoring_type varchar(10) not null check (scoring_type in ('weight', 'length', 'points', 'count')),
        best_n integer null check (best_n >= 1),
        location_name varchar(200) not null,
        is_public boolean not null default true,
        organizer_id uuid not null,
        organizer_name varchar(200) null,
        identifier_code varchar(16) not null,
        cancelled_at timestamptz null,
        participant_count integer not null default 0 check (participant_count >= 0),
        created_at timestamptz not null default now(),
        check (end_date > start_date),
        check (registration_deadline <= start_date),
        check (max_participants is null or participant_count <= max_participants)
      )`);
    this.addSql('create index tournaments_start_idx on tournaments (start_date desc, id)');
    this.addSql('create index tournaments_organizer_idx on tournaments (organizer_id)');

    this.addSql(`
      create table tournament_participants (
        id uuid primary key,
        tournament_id uuid not null references tournaments (id),
        angler_id uuid not null,
        participant_name varchar(200) null,
        profile_image_url varchar(2048) null,
        team_name varchar(80) null,
        joined_at timestamptz not null,
        left_at timestamptz null,
        unique (tournament_id, angler_id)
      )`);
    this.addSql('create index tournament_participants_angler_idx on tournament_participants (angler_id, tournament_id)');
    this.addSql(
      'create index tournament_participants_joined_idx on tournament_participants (tournament_id, joined_at, id) where left_at is null',
    );

    this.addSql(`
      create table tournament_entries (
        id uuid primary key,
        tournament_id uuid not null references tournaments (id),
        angler_id uuid not null,
        species varchar(64) not null,
        weight_kg numeric(8, 2) null check (weight_kg > 0),
        length_cm numeric(6, 1) null check (length_cm > 0),
        method varchar(80) not null,
        bait varchar(80) null,
        location_name varchar(200) not null,
        description text null,
        photo_url varchar(2048) null,
        thumbnail_url varchar(2048) null,
        photo_taken_at timestamptz null,
        photo_hash bit(64) null,
        flags text[] not null default '{}',
        points integer not null default 0,
        status varchar(10) not null default 'pending' check (status in ('pending', 'verified', 'rejected')),
        reject_reason varchar(32) null,
        reject_note text null,
        caught_at timestamptz not null,
        submitted_at timestamptz not null,
        foreign key (tournament_id, angler_id) references tournament_participants (tournament_id, angler_id)
      )`);
    this.addSql('create index tournament_entries_newest_idx on tournament_entries (tournament_id, submitted_at desc, id)');
    this.addSql(
      `create index tournament_entries_review_idx on tournament_entries (tournament_id, submitted_at, id) where status = 'pending'`,
    );
    this.addSql('create index tournament_entries_angler_idx on tournament_entries (tournament_id, angler_id, status)');
    this.addSql(
      'create index tournament_entries_photo_idx on tournament_entries (tournament_id) include (photo_hash) where photo_hash is not null',
    );

    this.addSql(`
      create table tournament_judging_log (
        id bigint generated always as identity primary key,
        entry_id uuid not null references tournament_entries (id),
        at timestamptz not null,
        action varchar(12) not null check (action in ('submitted', 'edited', 'resubmitted', 'verified', 'rejected', 'challenged')),
        actor_id uuid not null,
        actor_role varchar(12) not null check (actor_role in ('angler', 'organizer', 'participant')),
        reason varchar(32) null,
        note text null
      )`);
    this.addSql('create index tournament_judging_log_entry_idx on tournament_judging_log (entry_id, id)');
    // One challenge per participant per time the entry is verified is enough; refused twice in a row by the use case.
    this.addSql(`
      create function tournament_judging_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the judging log is append-only';
      end $$`);
    this.addSql(`
      create trigger tournament_judging_log_append_only before update or delete on tournament_judging_log
      for each row execute function tournament_judging_log_append_only()`);

    this.addSql(`
      create table tournament_standings (
        tournament_id uuid not null,
        angler_id uuid not null,
        score numeric(14, 2) not null,
        points integer not null,
        fish_count integer not null,
        best_weight_kg numeric(8, 2) null,
        best_length_cm numeric(6, 1) null,
        best_species varchar(64) null,
        reached_at timestamptz not null,
        primary key (tournament_id, angler_id),
        foreign key (tournament_id, angler_id) references tournament_participants (tournament_id, angler_id)
      )`);
    this.addSql('create index tournament_standings_rank_idx on tournament_standings (tournament_id, score desc, reached_at, angler_id)');

    this.addSql(`
      create table tournament_prizes (
        id uuid primary key,
        tournament_id uuid not null references tournaments (id),
        position integer not null check (position >= 1),
        title varchar(200) not null,
        description text null,
        value numeric(14, 2) null check (value >= 0),
        created_at timestamptz not null,
        unique (tournament_id, position)
      )`);
  }

  override down(): void {
    this.addSql('drop table tournament_prizes');
    this.addSql('drop table tournament_standings');
    this.addSql('drop table tournament_judging_log');
    this.addSql('drop function tournament_judging_log_append_only');
    this.addSql('drop table tournament_entries');
    this.addSql('drop table tournament_participants');
    this.addSql('drop table tournaments');
  }
}
