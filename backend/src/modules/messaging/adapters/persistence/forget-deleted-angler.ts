import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { DomainEvent, EventReaction } from '../../../../platform/events/event-bus.ts';
import { AnglerDeleted } from '../../../identity/index.ts';
import { AnglerCopy } from '../../application/ports.ts';

/**
 * An angler deleted their account: their conversations go, for both sides — the messages they sent and
 * received, and each inbox row with them (so the other angler's unread count loses what was theirs), and
 * messaging's copy of their card, and their inbox's version.
 */
export class ForgetDeletedAnglerInMessages implements EventReaction {
  readonly name = 'messaging.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(AnglerCopy) private readonly copy: AnglerCopy,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const angler = sql`${(event as AnglerDeleted).anglerId}::uuid`;
    await this.db.run(sql`delete from dm_inbox where angler_id = ${angler} or other_id = ${angler}`);
    // After the rows: deleting them gave the angler a new version.
    await this.db.run(sql`delete from dm_inbox_versions where angler_id = ${angler}`);
    await this.db.run(sql`delete from dm_messages where sender_id = ${angler} or recipient_id = ${angler}`);
    await this.copy.forget((event as AnglerDeleted).anglerId);
  }
}
