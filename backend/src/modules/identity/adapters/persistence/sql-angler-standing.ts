import { inject } from 'inversify';
import type { AnglerStanding, Standing } from '../../../moderation/index.ts';
import type { AnglerRestrictions, Restriction } from '../../../../platform/auth/angler-restrictions.ts';
import { sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf, type RowShape } from '../../../../platform/db/row.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { AnglerSessions } from '../../application/your-data/account-removal.ts';
import { standingAt, type StandingRecord } from '../../domain/standing.ts';

const Restrictions: RowShape<StandingRecord> = rowOf({ suspendedUntil: col.time().nullable(), bannedAt: col.time().nullable() });

/**
 * Anglers' standing in identity's `users` table: what moderation changes (its AnglerStanding port)
 * and what the platform asks when it looks a session up (AnglerRestrictions).
 *
 * A suspension or ban ends every session of the angler in the caller's transaction, after their row
 * is changed: a session looked up from then on finds no row, or (signed in again) a restricted
 * angler; sessions remembered by any process are dropped before the action answers (SessionCookies).
 */
export class SqlAnglerStanding implements AnglerStanding, AnglerRestrictions {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(AnglerSessions) private readonly sessions: AnglerSessions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async suspend(anglerId: string, until: Date): Promise<void> {
    if (await this.#set(anglerId, sql`suspended_until = ${until}::timestamptz`)) await this.sessions.endAllOf(anglerId);
  }

  async ban(anglerId: string): Promise<void> {
    if (await this.#set(anglerId, sql`banned_at = coalesce(banned_at, ${this.clock.now()}::timestamptz)`))
      await this.sessions.endAllOf(anglerId);
  }

  async restore(anglerId: string): Promise<void> {
    // Sessions opened while restricted become ordinary ones: remembered sessions are forgotten so the
    // next call reads the angler's standing again.
    if (await this.#set(anglerId, sql`suspended_until = null, banned_at = null`)) await this.sessions.forgetRemembered(anglerId);
  }

  async standingOf(anglerIds: readonly string[]): Promise<Map<string, Standing>> {
    const ids = [...new Set(anglerIds)].filter(isId);
    if (!ids.length) return new Map();
    const rows = await this.db.rows<{ id: string }>(sql`
      select id, suspended_until, banned_at from users where id = any(${ids}::uuid[])`);
    const now = this.clock.now();
    return new Map(rows.map((r) => [r.id, standingAt(Restrictions.read(r), now)]));
  }

  async restrictionOf(anglerId: string): Promise<Restriction | null> {
    // Prepared: asked whenever a session is looked up (not on the calls a process remembers it for).
    const [row] = await this.db.prepared(
      'angler-standing',
      sql`select id, suspended_until, banned_at from users where id = ${anglerId}::uuid and (banned_at is not null or suspended_until is not null)`,
    );
    if (!row) return null;
    const standing = standingAt(Restrictions.read(row), this.clock.now());
    return standing.standing === 'good' ? null : standing;
  }

  /** True when the angler exists (their row changed). */
  async #set(anglerId: string, change: Query<unknown>): Promise<boolean> {
    if (!isId(anglerId)) return false;
    return (await this.db.run(sql`update users set ${change} where id = ${anglerId}::uuid`)) > 0;
  }
}
