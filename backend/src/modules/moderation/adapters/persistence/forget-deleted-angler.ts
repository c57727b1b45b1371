import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { DomainEvent, EventReaction } from '../../../../platform/events/event-bus.ts';
import { AnglerDeleted } from '../../../identity/index.ts';

/**
 * An angler deleted their account: moderation forgets them in this reaction's transaction. Their reports
 * go (each item's open count and its count by reason follow), and so do the items they wrote (their modules delete the content
 * itself), the actions about them with their appeals, their standing, their operator role and their muted words. Where they
 * acted as an operator or granted the role, the record stays without their name; the audit log's lines
 * keep everything but their id (the one change its trigger allows).
 */
export class ForgetDeletedAnglerInModeration implements EventReaction {
  readonly name = 'moderation.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async react(event: DomainEvent): Promise<void> {
    const angler = sql`${(event as AnglerDeleted).anglerId}::uuid`;
    await this.db.run(sql`
      with gone as (delete from moderation_reports where reporter_id = ${angler} and closed_at is null returning kind, item_id, reason),
      per_reason as (select kind, item_id, reason, count(*)::int as n from gone group by kind, item_id, reason),
      counted as (select kind, item_id, sum(n)::int as n, jsonb_object_agg(reason, n) as reasons from per_reason group by kind, item_id)
      update moderation_items i set
        open_reports = i.open_reports - counted.n,
        open_reasons = (
          select coalesce(jsonb_object_agg(r.key, r.value::int - coalesce((counted.reasons ->> r.key)::int, 0)), '{}'::jsonb)
          from jsonb_each_text(i.open_reasons) r)
      from counted where i.kind = counted.kind and i.item_id = counted.item_id`);
    await this.db.run(sql`delete from moderation_reports where reporter_id = ${angler}`);
    const theirs = sql`select kind, item_id from moderation_items where author_id = ${angler}`;
    await this.db.run(sql`delete from moderation_reports where (kind, item_id) in (${theirs})`);
    await this.db.run(sql`delete from moderation_items where author_id = ${angler}`);
    await this.db.run(
      sql`delete from moderation_appeals where appellant_id = ${angler} or action_id in (select id from moderation_actions where angler_id = ${angler})`,
    );
    await this.db.run(sql`delete from moderation_actions where angler_id = ${angler}`);
    await this.db.run(sql`update moderation_actions set operator_id = null where operator_id = ${angler}`);
    await this.db.run(sql`update moderation_appeals set decided_by = null where decided_by = ${angler}`);
    await this.db.run(sql`delete from moderation_operators where angler_id = ${angler}`);
    await this.db.run(sql`delete from moderation_muted_words where angler_id = ${angler}`);
    await this.db.run(sql`update moderation_operators set granted_by = null where granted_by = ${angler}`);
    await this.db.run(sql`
      update moderation_audit_log set
        operator_id = case when operator_id = ${angler} then null else operator_id end,
        subject_id = case when subject_id = ${angler} then null else subject_id end
      where operator_id = ${angler} or subject_id = ${angler}`);
  }
}
