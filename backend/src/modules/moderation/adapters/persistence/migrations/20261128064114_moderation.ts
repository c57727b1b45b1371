import { Migration } from '@mikro-orm/migrations';

/**
 * Trust and safety.
 *
 * - `moderation_operators`: who holds the operator role (granted in the console or from the command line).
 * - `moderation_reports`: one row per report; an angler has at most one OPEN report per item (a partial
 *   unique index), and an action closes the item's open reports.
 * - `moderation_items`: one row per reported item, kept in the transaction of each report and action:
 *   its open report count and when it was last reported (the queue reads these rows, most reported and
 *   newest first), its author, and whether it is hidden — automatically by reports, or by an operator.
 * - `moderation_actions`: every operator decision, citing a guideline; reversed on appeal.
 * - `moderation_appeals`: one per action (unique), decided by another operator.
 * - `moderation_audit_log`: every action, appeal decision and change of who is an operator. A trigger
 *   refuses any update or delete, and truncation: the log is append-only, read newest first by `seq`.
 *   One change only is let through: forgetting a deleted angler (their id in a line becomes null).
 */
export class Moderation20261128064114 extends Migration {
  override up(): void {
    this.addSql(`
      create table moderation_operators (
        angler_id uuid primary key,
        granted_at timestamptz not null,
        granted_by uuid null
      )`);

    this.addSql(`
      create table moderation_items (
        kind varchar(16) not null,
        item_id uuid not null,
        author_id uuid null,
        open_reports integer not null default 0 check (open_reports >= 0),
        last_reported_at timestamptz not null,
        hidden_at timestamptz null,
        hidden_rule_id varchar(32) null,
        hidden_automatically boolean not null default false,
        primary key (kind, item_id)
      )`);
    this.addSql(
      `create index moderation_items_queue_idx on moderation_items (open_reports desc, last_reported_at desc, kind, item_id) where open_reports > 0`,
    );

    this.addSql(`
      create table moderation_reports (
        id uuid primary key,
        kind varchar(16) not null,
        item_id uuid not null,
        reporter_id uuid not null,
        reason varchar(24) not null check (reason in ('spam', 'harassment', 'violence', 'nudity', 'illegal', 'false_information', 'other')),
        details varchar(1000) null,
        created_at timestamptz not null,
        closed_at timestamptz null,
        closed_by uuid null,
        foreign key (kind, item_id) references moderation_items (kind, item_id)
      )`);
    this.addSql(
      `create unique index moderation_reports_one_open on moderation_reports (kind, item_id, reporter_id) where closed_at is null`,
    );
    this.addSql('create index moderation_reports_item_idx on moderation_reports (kind, item_id, created_at desc)');
    this.addSql('create index moderation_reports_reporter_idx on moderation_reports (reporter_id)');

    this.addSql(`
      create table moderation_actions (
        id uuid primary key,
        kind varchar(16) not null,
        item_id uuid not null,
        action varchar(12) not null check (action in ('dismiss', 'hide', 'unhide', 'warn', 'suspend', 'ban', 'remove')),
        rule_id varchar(32) not null,
        note varchar(1000) null,
        angler_id uuid null,
        operator_id uuid null,
        suspended_until timestamptz null,
        created_at timestamptz not null,
        reversed_at timestamptz null
      )`);
    this.addSql('create index moderation_actions_angler_idx on moderation_actions (angler_id, created_at desc, id desc)');

    this.addSql(`
      create table moderation_appeals (
        id uuid primary key,
        action_id uuid not null unique references moderation_actions (id),
        appellant_id uuid not null,
        text varchar(2000) not null check (length(btrim(text)) > 0),
        created_at timestamptz not null,
        status varchar(8) not null default 'open' check (status in ('open', 'upheld', 'reversed')),
        decided_by uuid null,
        decided_at timestamptz null,
        note varchar(1000) null
      )`);
    this.addSql(`create index moderation_appeals_open_idx on moderation_appeals (created_at, id) where status = 'open'`);

    this.addSql(`
      create table moderation_audit_log (
        seq bigint generated always as identity primary key,
        id uuid not null unique,
        at timestamptz not null,
        event varchar(20) not null check (event in ('action', 'appeal_decided', 'operator_granted', 'operator_revoked')),
        operator_id uuid null,
        subject_id uuid null,
        kind varchar(16) null,
        item_id uuid null,
        action varchar(24) null,
        rule_id varchar(32) null,
        note varchar(1000) null
      )`);
    this.addSql(`
      create function moderation_audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE'
           and (new.operator_id is null or new.operator_id = old.operator_id) and (new.subject_id is null or new.subject_id = old.subject_id)
           and (new.seq, new.id, new.at, new.event, new.kind, new.item_id, new.action, new.rule_id, new.note)
               is not distinct from (old.seq, old.id, old.at, old.event, old.kind, old.item_id, old.action, old.rule_id, old.note) then
          return new; -- a deleted angler forgotten: the only change the log allows
        end if;
        raise exception 'the moderation audit log is append-only';
      end $$`);
    this.addSql(`
      create trigger moderation_audit_log_append_only before update or delete on moderation_audit_log
      for each row execute function moderation_audit_log_append_only()`);
    this.addSql(`
      create trigger moderation_audit_log_no_truncate before truncate on moderation_audit_log
      for each statement execute function moderation_audit_log_append_only()`);
  }

  override down(): void {
    this.addSql('drop table moderation_audit_log');
    this.addSql('drop function moderation_audit_log_append_only()');
    for (const t of ['moderation_appeals', 'moderation_actions', 'moderation_reports', 'moderation_items', 'moderation_operators'])
      this.addSql(`drop table ${t}`);
  }
}
