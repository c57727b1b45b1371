import { randomUUID } from 'node:crypto';
import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { DomainEvent, EventReaction } from '../../../../platform/events/event-bus.ts';
import { MediaStoreToken, type MediaStore } from '../../../../platform/media/media-store.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import { AnglerDeleted } from '../../../identity/index.ts';
import { DELETED_ANGLER_NAME, fateOfDeletedAngler } from '../../domain/deleted-angler.ts';
import { LeaderboardCache } from './leaderboard.cache.ts';
import { TournamentListCache } from './tournament-list.cache.ts';

/** A tournament the angler touched, and how (the domain's DeletedAnglerIn, with its id). */
const Touched = rowOf({
  id: col.text(),
  startDate: col.time(),
  cancelledAt: col.time().nullable(),
  organizes: col.bool(),
  takesPart: col.bool(),
  hasEntries: col.bool(),
});

/**
 * An angler deleted their account: every tournament they organised or joined forgets who they were,
 * in this reaction's transaction, by the rule of domain/deleted-angler.ts — history others share
 * (standings, prizes, the judging log) is kept under a per-tournament pseudonym that names no
 * account, what has not started drops them or is cancelled. Their entries' photos leave the media
 * store at its end (a retry finds them gone: no error). Delivered at least once: a second delivery
 * finds nothing under their id and changes nothing.
 *
 * The pseudonym replaces the angler's id rather than null because a participation, its entries and
 * its standing are keyed by (tournament, angler): the leaderboard's order and counts stay exact.
 */
export class ForgetDeletedAnglerInTournaments implements EventReaction {
  readonly name = 'tournaments.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(MediaStoreToken) private readonly media: MediaStore,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LeaderboardCache) private readonly leaderboards: LeaderboardCache,
    @inject(TournamentListCache) private readonly lists: TournamentListCache,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const angler = sql`${(event as AnglerDeleted).anglerId}::uuid`;
    const now = this.clock.now();
    // Every tournament they touched, locked in id order (joins, cancellations and judging queue behind it).
    const touched = (
      await this.db.rows(sql`
      select t.id, t.start_date, t.cancelled_at, t.organizer_id = ${angler} as organizes,
             exists (select 1 from tournament_participants p where p.tournament_id = t.id and p.angler_id = ${angler}) as takes_part,
             exists (select 1 from tournament_entries e where e.tournament_id = t.id and e.angler_id = ${angler}) as has_entries
      from tournaments t
      where t.organizer_id = ${angler} or t.id in (select tournament_id from tournament_participants where angler_id = ${angler})
      order by t.id for update`)
    ).map(Touched.read);
    // Invitations to them go with the account (a deleted angler reads nothing, so no list needs forgetting).
    await this.db.run(sql`delete from tournament_invitations where angler_id = ${angler}`);
    if (touched.length === 0) return;
    const photos = await this.db.rows<{ photo_url: string | null; thumbnail_url: string | null }>(sql`
      select photo_url, thumbnail_url from tournament_entries
      where angler_id = ${angler} and photo_url is not null`);

    // Their photos leave; so do the fingerprints that would find them again.
    await this.db.run(sql`delete from tournament_photo_fingerprints
      where entry_id in (select id from tournament_entries where angler_id = ${angler})`);
    for (const t of touched) {
      const fate = fateOfDeletedAngler(t, now);
      const tournament = sql`${t.id}::uuid`;
      const pseudonym = sql`${randomUUID()}::uuid`;
      // Their lines in the judging log: kept, the actor forgotten (the only update the log's trigger allows).
      await this.db.run(sql`update tournament_judging_log set actor_id = null
        where actor_id = ${angler} and entry_id in (select id from tournament_entries where tournament_id = ${tournament})`);
      if (fate.participant === 'drop') {
        await this.db.run(sql`with gone as (
            delete from tournament_participants where tournament_id = ${tournament} and angler_id = ${angler} returning left_at)
          update tournaments set participant_count = participant_count - (select count(*)::int from gone where left_at is null)
          where id = ${tournament}`);
      }
      if (fate.participant === 'anonymise') {
        // The participation moves to the pseudonym: a new row, then what hangs off the old key, then the old row.
        await this.db.run(sql`
          insert into tournament_participants (id, tournament_id, angler_id, participant_name, profile_image_url, team_name, joined_at, left_at)
          select ${randomUUID()}::uuid, tournament_id, ${pseudonym}, ${DELETED_ANGLER_NAME}, null, team_name, joined_at, left_at
          from tournament_participants where tournament_id = ${tournament} and angler_id = ${angler}`);
        await this.db.run(sql`update tournament_entries
          set angler_id = ${pseudonym}, description = null, photo_url = null, thumbnail_url = null, photo_taken_at = null, photo_hash = null
          where tournament_id = ${tournament} and angler_id = ${angler}`);
        await this.db.run(sql`update tournament_standings set angler_id = ${pseudonym}
          where tournament_id = ${tournament} and angler_id = ${angler}`);
        await this.db.run(sql`delete from tournament_participants where tournament_id = ${tournament} and angler_id = ${angler}`);
      }
      if (fate.anonymiseOrganizer) {
        await this.db.run(sql`update tournaments
          set organizer_id = ${pseudonym}, organizer_name = ${DELETED_ANGLER_NAME},
              cancelled_at = case when ${fate.cancel}::boolean then ${now}::timestamptz else cancelled_at end
          where id = ${tournament}`);
      }
      this.leaderboards.forget(t.id);
    }
    this.lists.changed();
    await this.media.remove(photos.flatMap((p) => [p.photo_url, p.thumbnail_url]));
  }
}
