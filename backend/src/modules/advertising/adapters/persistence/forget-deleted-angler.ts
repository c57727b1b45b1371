import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { DomainEvent, EventReaction } from '../../../../platform/events/event-bus.ts';
import { AnglerDeleted } from '../../../identity/index.ts';

/**
 * An angler deleted their account: the ads served to them (kept three days for frequency caps and
 * billing once per token) go. What campaigns were charged and the day rollups stay: they name no angler.
 */
export class ForgetDeletedAnglersAdServes implements EventReaction {
  readonly name = 'advertising.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async react(event: DomainEvent): Promise<void> {
    await this.db.run(sql`delete from ad_serves where viewer = ${`angler:${(event as AnglerDeleted).anglerId}`}`);
  }
}
