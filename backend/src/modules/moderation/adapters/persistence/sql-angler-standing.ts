import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import type { AnglerStanding, Standing } from '../../application/angler-standing.ts';

/**
 * Anglers' standing as moderation records it: a row per suspended or banned angler, none for good
 * standing; a suspension past its end reads good. Identity learns of the same from moderation's events
 * (ModerationActionTaken, AppealDecided) to end the sessions of an angler suspended or banned.
 */
export class SqlAnglerStanding implements AnglerStanding {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async suspend(anglerId: string, until: Date): Promise<void> {
    // A ban is not shortened into a suspension.
    await this.db.run(sql`
      insert into moderation_restrictions (angler_id, standing, until, changed_at) values (${anglerId}::uuid, 'suspended', ${until}, ${this.clock.now()})
      on conflict (angler_id) do update set standing = 'suspended', until = excluded.until, changed_at = excluded.changed_at
      where moderation_restrictions.standing <> 'banned'`);
  }

  async ban(anglerId: string): Promise<void> {
    await this.db.run(sql`
      insert into moderation_restrictions (angler_id, standing, until, changed_at) values (${anglerId}::uuid, 'banned', null, ${this.clock.now()})
      on conflict (angler_id) do update set standing = 'banned', until = null, changed_at = excluded.changed_at`);
  }

  async restore(anglerId: string): Promise<void> {
    await this.db.run(sql`delete from moderation_restrictions where angler_id = ${anglerId}::uuid`);
  }

  async standingOf(anglerIds: readonly string[]): Promise<Map<string, Standing>> {
    const now = this.clock.now();
    const found = new Map<string, Standing>(anglerIds.map((id) => [id, { standing: 'good' }]));
    if (!anglerIds.length) return found;
    const rows = await this.db.rows<{ angler_id: string; standing: 'suspended' | 'banned'; until: Date | string | null }>(sql`
      select angler_id, standing, until from moderation_restrictions where angler_id = any(${[...anglerIds]}::uuid[])`);
    for (const r of rows) {
      if (r.standing === 'banned') found.set(r.angler_id, { standing: 'banned' });
      else if (new Date(r.until!) > now) found.set(r.angler_id, { standing: 'suspended', until: new Date(r.until!) });
    }
    return found;
  }
}
