import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { NotificationTopic, SwitchedOff } from '../../domain/notification-preferences.ts';
import type { NotificationPreferenceBook } from '../../application/ports.ts';

const Row = rowOf({ anglerId: col.text(), switchedOff: col.of<NotificationTopic[]>() });

/** Notification preferences in SQL: one row per angler who switched a topic off. */
export class SqlNotificationPreferenceBook implements NotificationPreferenceBook {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async switchedOffOf(anglerIds: readonly string[]): Promise<Map<string, SwitchedOff>> {
    if (!anglerIds.length) return new Map();
    const rows = await this.db.rows(
      sql`select angler_id, switched_off from notification_preferences where angler_id = any(${[...new Set(anglerIds)]}::uuid[])`,
    );
    return new Map(rows.map(Row.read).map((r) => [r.anglerId, new Set(r.switchedOff)]));
  }

  async set(anglerId: string, switchedOff: readonly NotificationTopic[], at: Date): Promise<void> {
    if (!switchedOff.length) {
      await this.db.run(sql`delete from notification_preferences where angler_id = ${anglerId}::uuid`);
      return;
    }
    await this.db.run(sql`
      insert into notification_preferences (angler_id, switched_off, updated_at) values (${anglerId}::uuid, ${[...switchedOff]}::text[], ${at})
      on conflict (angler_id) do update set switched_off = excluded.switched_off, updated_at = excluded.updated_at`);
  }
}
