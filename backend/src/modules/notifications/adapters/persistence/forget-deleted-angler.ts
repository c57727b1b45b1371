import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { DomainEvent, EventReaction } from '../../../../platform/events/event-bus.ts';
import { AnglerDeleted } from '../../../identity/index.ts';

/**
 * An angler deleted their account: their notifications, preferences and live stream go, and so does every
 * notification others got of something they did (a follow, a like) — the bell of those others counts
 * one fewer, as if it never happened. In this reaction's transaction.
 */
export class ForgetDeletedAnglersNotifications implements EventReaction {
  readonly name = 'notifications.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async react(event: DomainEvent): Promise<void> {
    const angler = sql`${(event as AnglerDeleted).anglerId}::uuid`;
    await this.db.run(sql`delete from notifications
      where recipient_id = ${angler} or actor_id = ${angler} or subject_id = ${angler}
        or position(${(event as AnglerDeleted).anglerId} in cause_key) > 0`);
    await this.db.run(sql`delete from live_events where angler_id = ${angler}`);
    await this.db.run(sql`delete from live_sequences where angler_id = ${angler}`);
    await this.db.run(sql`delete from notification_preferences where angler_id = ${angler}`);
  }
}
