import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { DomainEvent, EventReaction } from '../../../../platform/events/event-bus.ts';
import { AnglerDeleted } from '../../../identity/index.ts';

/**
 * An angler deleted their account: groups forget them in this reaction's transaction. A group they
 * owned passes to its longest-standing admin, else its longest-standing member (who also stands as its
 * creator where they were); a group nobody else is in goes with its chat. They leave every other group
 * (its member count follows), their requests, the invitations to and from them and their chat messages go.
 */
export class ForgetDeletedAnglerInGroups implements EventReaction {
  readonly name = 'groups.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async react(event: DomainEvent): Promise<void> {
    const angler = sql`${(event as AnglerDeleted).anglerId}::uuid`;
    await this.db.rows(sql`select id from groups where id in (select group_id from group_members where angler_id = ${angler})
        or owner_id = ${angler} or creator_id = ${angler} order by id for update`);
    const successors = await this.db.rows<{ group_id: string; angler_id: string }>(sql`
      select distinct on (m.group_id) m.group_id, m.angler_id from group_members m
      join groups g on g.id = m.group_id and g.owner_id = ${angler}
      where m.angler_id <> ${angler}
      order by m.group_id, (m.role = 'admin') desc, m.joined_at, m.angler_id`);
    // Leaving every group (the owner's row too, so its successor can take the one owner's place).
    await this.db.run(sql`with gone as (delete from group_members where angler_id = ${angler} returning group_id)
      update groups g set member_count = g.member_count - 1 from gone where g.id = gone.group_id`);
    for (const { group_id: group, angler_id: successor } of successors) {
      await this.db.run(sql`update group_members set role = 'owner' where group_id = ${group}::uuid and angler_id = ${successor}::uuid`);
      await this.db.run(sql`update groups set owner_id = ${successor}::uuid where id = ${group}::uuid`);
    }
    // Groups left with nobody: gone, with everything in them.
    const empty = sql`select id from groups where owner_id = ${angler}`;
    for (const table of ['group_messages', 'group_invitations', 'group_requests', 'group_members'] as const)
      await this.db.run(sql`delete from ${sql.ref(table)} where group_id in (${empty})`);
    await this.db.run(sql`delete from groups where owner_id = ${angler}`);
    await this.db.run(sql`update groups set creator_id = owner_id where creator_id = ${angler}`);
    await this.db.run(sql`delete from group_requests where angler_id = ${angler}`);
    await this.db.run(sql`delete from group_invitations where angler_id = ${angler} or invited_by = ${angler}`);
    await this.db.run(sql`delete from group_messages where sender_id = ${angler}`);
  }
}
