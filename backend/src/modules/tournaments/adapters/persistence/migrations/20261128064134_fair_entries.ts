import { Migration } from '@mikro-orm/migrations';

/**
 * What keeps a tournament honest, beside its entries:
 * - Every fresh entry photo's fingerprints (the whole picture's perceptual hash and its crops', see
 *   domain/photo-crops.ts), each split into four 16-bit bands with an index on each: a new photo is
 *   compared only with the rows sharing a band (a near-duplicate almost always keeps one whole), then
 *   by counting differing bits — one indexed probe per band, whatever the number of entries, across
 *   every tournament.
 * - Each entry's flags with their human reason (and, for a reused photo, the earlier entry it
 *   matches), as the organizer's review shows them; a note (no capture time) is kept the same way.
 * - An appeal is a line of the judging log; a partial unique index lets an entry be appealed once.
 * - The per-tournament photo index goes: duplicates are found through the fingerprints' bands now.
 */
export class FairEntries20261128064134 extends Migration {
  override up(): void {
    this.addSql(`
      create table tournament_photo_fingerprints (
        entry_id uuid not null references tournament_entries (id) on delete cascade,
        crop smallint not null,
        hash bigint not null,
        band0 integer not null,
        band1 integer not null,
        band2 integer not null,
        band3 integer not null,
        primary key (entry_id, crop)
      )`);
    for (const band of [0, 1, 2, 3])
      this.addSql(`create index tournament_photo_fingerprints_band${band}_idx on tournament_photo_fingerprints (band${band})`);

    this.addSql(`
      create table tournament_entry_flags (
        entry_id uuid not null references tournament_entries (id) on delete cascade,
        position smallint not null,
        kind varchar(32) not null,
        severity varchar(4) not null check (severity in ('flag', 'note')),
        reason text not null,
        earlier_entry_id uuid null references tournament_entries (id) on delete set null,
        primary key (entry_id, position)
      )`);
    this.addSql(
      'create index tournament_entry_flags_earlier_idx on tournament_entry_flags (earlier_entry_id) where earlier_entry_id is not null',
    );

    this.addSql('alter table tournament_judging_log drop constraint tournament_judging_log_action_check');
    this.addSql(`alter table tournament_judging_log add constraint tournament_judging_log_action_check
      check (action in ('submitted', 'edited', 'resubmitted', 'verified', 'rejected', 'challenged', 'appealed'))`);
    this.addSql(`create unique index tournament_judging_log_one_appeal_idx on tournament_judging_log (entry_id) where action = 'appealed'`);
    this.addSql('drop index tournament_entries_photo_idx');
  }

  override down(): void {
    this.addSql(
      'create index tournament_entries_photo_idx on tournament_entries (tournament_id) include (photo_hash) where photo_hash is not null',
    );
    this.addSql('drop index tournament_judging_log_one_appeal_idx');
    this.addSql('alter table tournament_judging_log drop constraint tournament_judging_log_action_check');
    this.addSql(`alter table tournament_judging_log add constraint tournament_judging_log_action_check
      check (action in ('submitted', 'edited', 'resubmitted', 'verified', 'rejected', 'challenged'))`);
    this.addSql('drop table tournament_entry_flags');
    this.addSql('drop table tournament_photo_fingerprints');
  }
}
