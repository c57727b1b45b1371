import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import type { HiddenProfiles, ProfileForModeration } from '../../application/ports.ts';

export class SqlHiddenProfiles implements HiddenProfiles {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async hiddenOf(anglerId: string) {
    if (!isId(anglerId)) return null;
    const [row] = await this.db.rows<{ hidden_at: Date | null; hidden_rule: string | null }>(sql`
      select hidden_at, hidden_rule from users where id = ${anglerId}::uuid`);
    return row?.hidden_at ? { ruleId: row.hidden_rule, at: new Date(row.hidden_at) } : null;
  }

  async setHidden(anglerId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<boolean> {
    if (!isId(anglerId)) return false;
    const rows =
      await this.db.rows(sql`update users set hidden_at = ${hidden?.at ?? null}::timestamptz, hidden_rule = ${hidden?.ruleId ?? null}
      where id = ${anglerId}::uuid returning id`);
    return rows.length > 0;
  }

  async describe(anglerId: string): Promise<ProfileForModeration | null> {
    return (await this.describeMany([anglerId]))[0] ?? null;
  }

  async describeMany(anglerIds: readonly string[]): Promise<ProfileForModeration[]> {
    const ids = anglerIds.filter(isId);
    if (!ids.length) return [];
    const rows = await this.db.rows<{
      id: string;
      display_name: string | null;
      first_name: string | null;
      last_name: string | null;
      bio: string | null;
      created_at: Date;
      hidden_at: Date | null;
    }>(sql`
      select id, display_name, first_name, last_name, bio, created_at, hidden_at from users where id = any(${ids}::uuid[])`);
    return rows.map((row) => ({
      id: row.id,
      displayName: row.display_name,
      firstName: row.first_name,
      lastName: row.last_name,
      bio: row.bio,
      createdAt: new Date(row.created_at),
      hiddenAt: row.hidden_at ? new Date(row.hidden_at) : null,
    }));
  }
}
