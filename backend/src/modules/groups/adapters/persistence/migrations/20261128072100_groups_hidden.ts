import { Migration } from '@mikro-orm/migrations';

/**
 * Groups and group messages hidden by moderation (`hidden_rule` null: hidden by reports). A hidden
 * group is gone for everyone but its owner; a hidden message for everyone but its sender.
 */
export class GroupsHidden20261128072100 extends Migration {
  override up(): void {
    for (const table of ['groups', 'group_messages']) {
      this.addSql(`alter table ${table} add column hidden_at timestamptz null, add column hidden_rule varchar(40) null`);
    }
  }

  override down(): void {
    for (const table of ['groups', 'group_messages']) this.addSql(`alter table ${table} drop column hidden_at, drop column hidden_rule`);
  }
}
