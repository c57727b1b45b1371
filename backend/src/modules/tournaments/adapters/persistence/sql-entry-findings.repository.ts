import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { EntryFindings, FindingRead } from '../../application/ports.ts';
import type { EntryFinding, FindingKind } from '../../domain/entry-findings.ts';

interface FindingRow {
  entry_id: string;
  kind: FindingKind;
  severity: EntryFinding['severity'];
  reason: string;
  earlier_entry_id: string | null;
  earlier_tournament_id: string | null;
  earlier_tournament_title: string | null;
  earlier_participant_name: string | null;
  earlier_photo_url: string | null;
  earlier_thumbnail_url: string | null;
  earlier_submitted_at: Date | null;
}

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
    const rows = await this.db.rows<FindingRow>(sql`
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
      const finding: FindingRead = {
        kind: r.kind,
        severity: r.severity,
        reason: r.reason,
        earlierEntryId: r.earlier_entry_id,
        earlierEntry:
          r.earlier_entry_id && r.earlier_tournament_id
            ? {
                id: r.earlier_entry_id,
                tournamentId: r.earlier_tournament_id,
                tournamentTitle: r.earlier_tournament_title ?? '',
                participantName: r.earlier_participant_name,
                photoUrl: r.earlier_photo_url,
                thumbnailUrl: r.earlier_thumbnail_url,
                submittedAt: new Date(r.earlier_submitted_at!),
              }
            : null,
      };
      found.set(r.entry_id, [...(found.get(r.entry_id) ?? []), finding]);
    }
    return found;
  }
}
