import { inject } from 'inversify';
import { sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import type { PhotoFingerprints } from '../../application/ports.ts';
import { bandProbes, bandsOf, SAME_PICTURE_MAX_DISTANCE, toSigned64 } from '../../domain/photo-fingerprint.ts';

/**
 * Fingerprints in tournament_photo_fingerprints: one row per hash (the whole picture is crop 0), its
 * four bands indexed. A search reads the rows with a band at most one bit off the new hash's (each
 * band's index probed with 17 keys, each a sliver of the table), then counts differing bits with
 * bit_count over the XOR — the same rule as the domain's isSamePicture.
 */
export class SqlPhotoFingerprints implements PhotoFingerprints {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async put(entryId: string, hashes: readonly bigint[]): Promise<void> {
    await this.db.run(sql`delete from tournament_photo_fingerprints where entry_id = ${entryId}::uuid`);
    if (hashes.length === 0) return;
    const rows = hashes.map((hash, crop) => {
      const [b0, b1, b2, b3] = bandsOf(hash);
      return sql`(${entryId}::uuid, ${crop}::smallint, ${toSigned64(hash).toString()}::int8, ${b0}::int, ${b1}::int, ${b2}::int, ${b3}::int)`;
    });
    await this.db.run(sql`
      insert into tournament_photo_fingerprints (entry_id, crop, hash, band0, band1, band2, band3)
      values ${sql.join(rows)}`);
  }

  async closest(hash: bigint, exceptEntryId: string): Promise<{ entryId: string; distance: number } | null> {
    const [row] = await this.db.prepared('tournaments.same-picture', samePictureQuery(hash, exceptEntryId));
    return row ? { entryId: row.entry_id, distance: row.distance } : null;
  }
}

/** The search for the entry whose photo is the same picture as `hash` (exported for the plan test). */
export function samePictureQuery(hash: bigint, exceptEntryId: string): Query<{ entry_id: string; distance: number }> {
  const [b0, b1, b2, b3] = bandsOf(hash).map((band) => sql`${bandProbes(band)}::int[]`);
  const probe = sql`${toSigned64(hash).toString()}::int8`;
  return sql<{ entry_id: string; distance: number }>`
    with candidates as (
      select entry_id, hash from tournament_photo_fingerprints where band0 = any(${b0})
      union all select entry_id, hash from tournament_photo_fingerprints where band1 = any(${b1})
      union all select entry_id, hash from tournament_photo_fingerprints where band2 = any(${b2})
      union all select entry_id, hash from tournament_photo_fingerprints where band3 = any(${b3})
    )
    select c.entry_id, min(bit_count((c.hash # ${probe})::bit(64)))::int as distance
    from candidates c join tournament_entries e on e.id = c.entry_id
    where c.entry_id <> ${exceptEntryId}::uuid and bit_count((c.hash # ${probe})::bit(64)) <= ${sql.lit(SAME_PICTURE_MAX_DISTANCE)}
    group by c.entry_id, e.submitted_at
    order by distance, e.submitted_at, c.entry_id
    limit 1`;
}
