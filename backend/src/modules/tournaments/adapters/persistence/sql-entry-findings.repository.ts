import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf, type RowShape } from '../../../../platform/db/row.ts';
import type { EarlierEntry, EntryFindings, FindingRead } from '../../application/ports.ts';
import type { EntryFinding, FindingKind } from '../../domain/entry-findings.ts';

const Finding = rowOf({
  entryId: col.text(),
  kind: col.text<FindingKind>(),
  severity: col.text<EntryFinding['severity']>(),
  reason: col.text(),
  earlierEntryId: col.text().nullable(),
  /** Null when the earlier entry is gone: the finding is read without it. */
  earlierTournamentId: col.text().nullable(),
});
/** Read only when the earlier entry is there (its columns come from left joins). */
const Earlier: RowShape<EarlierEntry> = rowOf(
  {
    id: col.text().from('earlier_entry_id'),
    tournamentId: col.text(),
    tournamentTitle: col.text().or(''),
    participantName: col.text().nullable(),
    photoUrl: col.text().nullable(),
    thumbnailUrl: col.text().nullable(),
    submittedAt: col.time(),
  },
  { prefix: 'earlier_' },
);

/** An entry's findings in tournament_entry_flags, read with the earlier entry a reused photo matches. */
export class SqlEntryFindings implements EntryFindings {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async put(entryId: string, findings: readonly EntryFinding[]): Promise<void> {
    await this.db.run(sql`delete from tournament_entry_flags where entry_id = ${entryId}::uuid`);
    if (findings.length === 0) return;
    const rows = findings.map(
      (f, position) => sql`(${entryId}::uuid, ${position}::smallint, ${f.kind}, ${f.severity}, ${f.reason}, ${f.earlierEntryId}::uuid)`,
    );
    await this.db.run(sql`
      insert into tournament_entry_flags (entry_id, position, kind, severity, reason, earlier_entry_id)
      values ${sql.join(rows)}`);
  }

  async of(entryIds: readonly string[]): Promise<Map<string, FindingRead[]>> {
    const found = new Map<string, FindingRead[]>();
    if (entryIds.length === 0) return found;
    const rows = await this.db.rows(sql`
      select f.entry_id, f.kind, f.severity, f.reason, f.earlier_entry_id,
             e.tournament_id as earlier_tournament_id, t.title as earlier_tournament_title, p.participant_name as earlier_participant_name,
             e.photo_url as earlier_photo_url, e.thumbnail_url as earlier_thumbnail_url, e.submitted_at as earlier_submitted_at
      from tournament_entry_flags f
      left join tournament_entries e on e.id = f.earlier_entry_id
      left join tournaments t on t.id = e.tournament_id
      left join tournament_participants p on p.tournament_id = e.tournament_id and p.angler_id = e.angler_id
      where f.entry_id = any(${[...entryIds]}::uuid[])
      order by f.entry_id, f.position`);
    for (const r of rows) {
      const { entryId, earlierTournamentId, ...finding } = Finding.read(r);
      const read: FindingRead = { ...finding, earlierEntry: finding.earlierEntryId && earlierTournamentId ? Earlier.read(r) : null };
      found.set(entryId, [...(found.get(entryId) ?? []), read]);
    }
    return found;
  }
}
