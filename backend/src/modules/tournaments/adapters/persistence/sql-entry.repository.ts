import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { EntryRead, EntryRecord, EntryRepository, JudgingLogEntry } from '../../application/ports.ts';
import type { ScoredFish } from '../../domain/scoring.ts';
import type { EntryStatus, RejectReason } from '../../domain/entry.ts';
import type { TypedSize } from '../../domain/typed-size.ts';
import type { LocationPrecision } from '../../../../shared/kernel/location-shield.ts';

const Entry = rowOf({
  id: col.text(),
  tournamentId: col.text(),
  anglerId: col.text(),
  species: col.text(),
  weightTyped: col.of<TypedSize | null>(),
  lengthTyped: col.of<TypedSize | null>(),
  weightKg: col.number().nullable(),
  lengthCm: col.number().nullable(),
  method: col.text(),
  bait: col.text().nullable(),
  locationName: col.text(),
  publicPrecision: col.text<LocationPrecision>(),
  matesPrecision: col.text<LocationPrecision>(),
  description: col.text().nullable(),
  photoUrl: col.text().nullable(),
  thumbnailUrl: col.text().nullable(),
  photoTakenAt: col.time().nullable(),
  photoHash: col.text().nullable(),
  flags: col.of<EntryRecord['flags']>(),
  points: col.number(),
  status: col.text<EntryStatus>(),
  rejectReason: col.text<RejectReason>().nullable(),
  rejectNote: col.text().nullable(),
  caughtAt: col.time(),
  submittedAt: col.time(),
});
/** An entry with its angler's card (`WITH_CARD`). */
const EntryWithCard = rowOf({ participantName: col.text().nullable(), profileImageUrl: col.text().nullable() });
const LogLine = rowOf({
  at: col.time(),
  action: col.text<JudgingLogEntry['action']>(),
  actorId: col.text().nullable(),
  actorRole: col.of<JudgingLogEntry['actorRole']>(),
  reason: col.text<RejectReason>().nullable(),
  note: col.text().nullable(),
});
const Fish = rowOf({
  id: col.text(),
  species: col.text(),
  weightKg: col.number().nullable(),
  lengthCm: col.number().nullable(),
  points: col.number(),
  submittedAt: col.time(),
});

/** A typed size as `{ value, unit }` JSON (numeric to float8: two decimals survive exactly). */
const typed = (column: 'weight' | 'length') =>
  sql.raw(`case when e.${column}_value is null then null
    else json_build_object('value', e.${column}_value::float8, 'unit', e.${column}_unit) end as ${column}_typed`);
const COLUMNS = sql`e.id, e.tournament_id, e.angler_id, e.species, ${typed('weight')}, ${typed('length')},
  e.weight_kg::float8 as weight_kg, e.length_cm::float8 as length_cm,
  e.method, e.bait, e.location_name, e.public_precision, e.mates_precision, e.description, e.photo_url, e.thumbnail_url, e.photo_taken_at, e.photo_hash::text as photo_hash,
  e.flags, e.points, e.status, e.reject_reason, e.reject_note, e.caught_at, e.submitted_at`;
const WITH_CARD = sql`${COLUMNS}, p.participant_name, p.profile_image_url`;
const CARD_JOIN = sql`join tournament_participants p on p.tournament_id = e.tournament_id and p.angler_id = e.angler_id and p.left_at is null`;

const toRead = (r: unknown): EntryRead => ({ ...Entry.read(r), ...EntryWithCard.read(r) });

/** The review queue shows at most this many at a time, oldest first. */
const QUEUE_LIMIT = 200;

/** Entries of anglers still in the tournament (a participant who left takes their catches off every list). */
export class SqlEntryRepository implements EntryRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async add(e: EntryRecord): Promise<void> {
    await this.db.run(sql`
      insert into tournament_entries (id, tournament_id, angler_id, species, weight_value, weight_unit, length_value, length_unit,
        method, bait, location_name, public_precision, mates_precision, description, photo_url, thumbnail_url, photo_taken_at, photo_hash, flags, points, status,
        caught_at, submitted_at)
      values (${e.id}, ${e.tournamentId}, ${e.anglerId}, ${e.species}, ${e.weightTyped?.value ?? null}, ${e.weightTyped?.unit ?? null},
        ${e.lengthTyped?.value ?? null}, ${e.lengthTyped?.unit ?? null}, ${e.method}, ${e.bait},
        ${e.locationName}, ${e.publicPrecision}, ${e.matesPrecision}, ${e.description}, ${e.photoUrl}, ${e.thumbnailUrl}, ${e.photoTakenAt}, ${e.photoHash}::bit(64),
        ${e.flags}::text[], ${e.points}, ${e.status}, ${e.caughtAt}, ${e.submittedAt})`);
  }

  async replace(e: EntryRecord): Promise<void> {
    await this.db.run(sql`
      update tournament_entries set species = ${e.species}, weight_value = ${e.weightTyped?.value ?? null},
        weight_unit = ${e.weightTyped?.unit ?? null}, length_value = ${e.lengthTyped?.value ?? null},
        length_unit = ${e.lengthTyped?.unit ?? null}, method = ${e.method},
        bait = ${e.bait}, location_name = ${e.locationName}, public_precision = ${e.publicPrecision},
        mates_precision = ${e.matesPrecision}, description = ${e.description}, photo_url = ${e.photoUrl},
        thumbnail_url = ${e.thumbnailUrl}, photo_taken_at = ${e.photoTakenAt}, photo_hash = ${e.photoHash}::bit(64),
        flags = ${e.flags}::text[], points = ${e.points}, status = ${e.status}, reject_reason = ${e.rejectReason},
        reject_note = ${e.rejectNote}, caught_at = ${e.caughtAt}
      where id = ${e.id}::uuid`);
  }

  async setVerdict(entryId: string, status: EntryStatus, reason: RejectReason | null, note: string | null): Promise<void> {
    await this.db.run(
      sql`update tournament_entries set status = ${status}, reject_reason = ${reason}, reject_note = ${note} where id = ${entryId}::uuid`,
    );
  }

  async appendLog(entryId: string, line: JudgingLogEntry): Promise<void> {
    await this.db.run(sql`
      insert into tournament_judging_log (entry_id, at, action, actor_id, actor_role, reason, note)
      values (${entryId}, ${line.at}, ${line.action}, ${line.actorId}, ${line.actorRole}, ${line.reason}, ${line.note})`);
  }

  async find(tournamentId: string, entryId: string): Promise<EntryRead | null> {
    const [row] = await this.db.prepared(
      'tournaments.entry',
      sql`select ${WITH_CARD} from tournament_entries e ${CARD_JOIN}
          where e.id = ${entryId}::uuid and e.tournament_id = ${tournamentId}::uuid`,
    );
    return row ? toRead(row) : null;
  }

  async lock(tournamentId: string, entryId: string): Promise<EntryRecord | null> {
    const [row] = await this.db.rows(
      sql`select ${COLUMNS} from tournament_entries e where e.id = ${entryId}::uuid and e.tournament_id = ${tournamentId}::uuid for update`,
    );
    return row ? Entry.read(row) : null;
  }

  async newest(tournamentId: string, limit: number, viewer: { anglerId: string; isOrganizer: boolean }): Promise<EntryRead[]> {
    const rejectedShown = viewer.isOrganizer ? sql`true` : sql`e.angler_id = ${viewer.anglerId}::uuid`;
    const rows = await this.db.prepared(
      'tournaments.entries',
      sql`select ${WITH_CARD} from tournament_entries e ${CARD_JOIN}
          where e.tournament_id = ${tournamentId}::uuid and (e.status <> 'rejected' or ${rejectedShown})
          order by e.submitted_at desc, e.id desc limit ${sql.lit(limit)}`,
    );
    return rows.map(toRead);
  }

  async pending(tournamentId: string): Promise<EntryRead[]> {
    const rows = await this.db.prepared(
      'tournaments.review-queue',
      sql`select ${WITH_CARD} from tournament_entries e ${CARD_JOIN}
          where e.tournament_id = ${tournamentId}::uuid and e.status = 'pending'
          order by e.submitted_at, e.id limit ${sql.lit(QUEUE_LIMIT)}`,
    );
    return rows.map(toRead);
  }

  async logOf(entryId: string): Promise<JudgingLogEntry[]> {
    const rows = await this.db.rows(
      sql`select at, action, actor_id, actor_role, reason, note from tournament_judging_log where entry_id = ${entryId}::uuid order by id`,
    );
    return rows.map(LogLine.read);
  }

  async verifiedFishOf(tournamentId: string, anglerId: string): Promise<ScoredFish[]> {
    const rows = await this.db.rows(
      sql`select id, species, weight_kg::float8 as weight_kg, length_cm::float8 as length_cm, points, submitted_at
          from tournament_entries
          where tournament_id = ${tournamentId}::uuid and angler_id = ${anglerId}::uuid and status = 'verified'`,
    );
    return rows.map(Fish.read);
  }

  async hasChallenged(entryId: string, anglerId: string): Promise<boolean> {
    const [row] = await this.db.rows<{ found: boolean }>(
      sql`select exists (
            select 1 from tournament_judging_log
            where entry_id = ${entryId}::uuid and action = 'challenged' and actor_id = ${anglerId}::uuid
          ) as found`,
    );
    return row!.found;
  }
}
