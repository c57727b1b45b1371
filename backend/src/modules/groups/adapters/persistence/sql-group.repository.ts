import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { GroupRole, GroupType } from '../../domain/group.ts';
import type { HiddenState } from '../../domain/visibility.ts';
import type { GroupMessageRecord, GroupRecord, GroupRepository, GroupSeen, MemberRecord } from '../../application/ports.ts';
import { groupSeenBy, messageSeenBy } from './visibility.sql.ts';

const Hidden = rowOf({ hiddenAt: col.time().nullable(), hiddenRule: col.text().nullable() });
const hiddenOf = (row: unknown): HiddenState | null => {
  const { hiddenAt, hiddenRule } = Hidden.read(row);
  return hiddenAt ? { ruleId: hiddenRule, at: hiddenAt } : null;
};
const GroupColumns = rowOf({
  id: col.text(),
  name: col.text(),
  description: col.text(),
  type: col.text<GroupRecord['type']>(),
  privacy: col.text<GroupRecord['privacy']>(),
  location: col.text().nullable(),
  imageUrl: col.text().nullable(),
  creatorId: col.text(),
  ownerId: col.text(),
  memberCount: col.number(),
  createdAt: col.time(),
});
const Group = { read: (row: unknown): GroupRecord => ({ ...GroupColumns.read(row), hidden: hiddenOf(row) }) };
/** `seenBy`: where the viewer stands. */
const Standing = rowOf({ role: col.text<GroupRole>().nullable(), requested: col.bool(), invited: col.bool() });
const toSeen = (row: unknown): GroupSeen => ({ ...Group.read(row), ...Standing.read(row) });
const MessageColumns = rowOf({ id: col.text(), groupId: col.text(), senderId: col.text(), content: col.text(), createdAt: col.time() });
const Message = { read: (row: unknown): GroupMessageRecord => ({ ...MessageColumns.read(row), hidden: hiddenOf(row) }) };
const MESSAGE = sql`gm.id, gm.group_id, gm.sender_id, gm.content, gm.created_at, gm.hidden_at, gm.hidden_rule`;
const Request = rowOf({ anglerId: col.text(), requestedAt: col.time() });
const Member = rowOf({ anglerId: col.text(), role: col.text<GroupRole>(), joinedAt: col.time() });

const GROUP = sql`g.id, g.name, g.description, g.type, g.privacy, g.location, g.image_url, g.creator_id, g.owner_id, g.member_count, g.created_at,
  g.hidden_at, g.hidden_rule`;
const seenBy = (viewerId: string) => sql`${GROUP},
  (select m.role from group_members m where m.group_id = g.id and m.angler_id = ${viewerId}::uuid) as role,
  exists (select 1 from group_requests r where r.group_id = g.id and r.angler_id = ${viewerId}::uuid) as requested,
  exists (select 1 from group_invitations i where i.group_id = g.id and i.angler_id = ${viewerId}::uuid) as invited`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Groups, memberships, requests, invitations and chat in SQL (one style: platform/db/sql.ts). */
export class SqlGroupRepository implements GroupRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async create(g: GroupRecord): Promise<void> {
    await this.db.run(sql`insert into groups (id, name, description, type, privacy, location, image_url, creator_id, owner_id, member_count, created_at)
      values (${g.id}::uuid, ${g.name}, ${g.description}, ${g.type}, ${g.privacy}, ${g.location}, ${g.imageUrl}, ${g.creatorId}::uuid,
              ${g.ownerId}::uuid, 1, ${g.createdAt})`);
    await this.db.run(
      sql`insert into group_members (group_id, angler_id, role, joined_at) values (${g.id}::uuid, ${g.ownerId}::uuid, 'owner', ${g.createdAt})`,
    );
  }

  async lock(groupId: string): Promise<GroupRecord | null> {
    const [row] = await this.db.rows(sql`select ${GROUP} from groups g where g.id = ${groupId}::uuid for update`);
    return row ? Group.read(row) : null;
  }

  async seenBy(groupId: string, viewerId: string): Promise<GroupSeen | null> {
    const [row] = await this.db.rows(
      sql`select ${seenBy(viewerId)} from groups g where g.id = ${groupId}::uuid and ${groupSeenBy(viewerId)}`,
    );
    return row ? toSeen(row) : null;
  }

  async discover(viewerId: string, filter: { search?: string; type?: GroupType }, limit: number): Promise<GroupSeen[]> {
    const rows = await this.db.prepared(
      'groups.discover',
      sql`select * from (select ${seenBy(viewerId)} from groups g
            where ${groupSeenBy(viewerId)}
            ${filter.type ? sql`and g.type = ${filter.type}` : sql``}
            ${filter.search ? sql`and lower(g.name) like ${`%${escapeLike(filter.search.toLowerCase())}%`}` : sql``}
            order by g.member_count desc, g.created_at desc, g.id desc) seen
          where seen.privacy <> 'invite_only' or seen.role is not null or seen.invited
          limit ${sql.lit(limit)}`,
    );
    return rows.map(toSeen);
  }

  async mine(viewerId: string): Promise<GroupSeen[]> {
    const rows = await this.db.prepared(
      'groups.mine',
      sql`select ${GROUP}, m.role, false as requested, false as invited
          from group_members m join groups g on g.id = m.group_id
          where m.angler_id = ${viewerId}::uuid and ${groupSeenBy(viewerId)} order by m.joined_at desc`,
    );
    return rows.map(toSeen);
  }

  async roleOf(groupId: string, anglerId: string): Promise<GroupRole | null> {
    const [row] = await this.db.rows<{ role: GroupRole }>(
      sql`select role from group_members where group_id = ${groupId}::uuid and angler_id = ${anglerId}::uuid`,
    );
    return row?.role ?? null;
  }

  async rolesOf(anglerId: string, groupIds: readonly string[]): Promise<Map<string, GroupRole>> {
    const rows = await this.db.prepared<{ group_id: string; role: GroupRole }>(
      'groups.roles-of',
      sql`select group_id, role from group_members where angler_id = ${anglerId}::uuid and group_id = any(${[...groupIds]}::uuid[])`,
    );
    return new Map(rows.map((r) => [r.group_id, r.role]));
  }

  async addMember(groupId: string, anglerId: string, role: GroupRole, at: Date): Promise<boolean> {
    const [row] = await this.db.rows<{ member_count: number }>(sql`with added as (
        insert into group_members (group_id, angler_id, role, joined_at) values (${groupId}::uuid, ${anglerId}::uuid, ${role}, ${at})
        on conflict do nothing returning group_id)
      update groups set member_count = member_count + 1 where id in (select group_id from added) returning member_count`);
    return !!row;
  }

  async removeMember(groupId: string, anglerId: string): Promise<boolean> {
    const [row] = await this.db.rows<{ member_count: number }>(sql`with removed as (
        delete from group_members where group_id = ${groupId}::uuid and angler_id = ${anglerId}::uuid returning group_id)
      update groups set member_count = member_count - 1 where id in (select group_id from removed) returning member_count`);
    return !!row;
  }

  async setRole(groupId: string, anglerId: string, role: GroupRole): Promise<void> {
    await this.db.run(sql`update group_members set role = ${role} where group_id = ${groupId}::uuid and angler_id = ${anglerId}::uuid`);
  }

  async setOwner(groupId: string, ownerId: string): Promise<void> {
    await this.db.run(sql`update groups set owner_id = ${ownerId}::uuid where id = ${groupId}::uuid`);
  }

  async request(groupId: string, anglerId: string, at: Date): Promise<boolean> {
    const rows =
      await this.db.rows(sql`insert into group_requests (group_id, angler_id, requested_at) values (${groupId}::uuid, ${anglerId}::uuid, ${at})
      on conflict do nothing returning group_id`);
    return rows.length === 1;
  }

  async dropRequest(groupId: string, anglerId: string): Promise<boolean> {
    return (await this.db.run(sql`delete from group_requests where group_id = ${groupId}::uuid and angler_id = ${anglerId}::uuid`)) === 1;
  }

  async requests(groupId: string): Promise<Array<{ anglerId: string; requestedAt: Date }>> {
    const rows = await this.db.rows(
      sql`select angler_id, requested_at from group_requests where group_id = ${groupId}::uuid order by requested_at`,
    );
    return rows.map(Request.read);
  }

  async invite(groupId: string, anglerId: string, by: string, at: Date): Promise<boolean> {
    const rows = await this.db.rows(sql`insert into group_invitations (group_id, angler_id, invited_by, invited_at)
      values (${groupId}::uuid, ${anglerId}::uuid, ${by}::uuid, ${at}) on conflict do nothing returning group_id`);
    return rows.length === 1;
  }

  async dropInvitation(groupId: string, anglerId: string): Promise<boolean> {
    return (
      (await this.db.run(sql`delete from group_invitations where group_id = ${groupId}::uuid and angler_id = ${anglerId}::uuid`)) === 1
    );
  }

  async members(groupId: string): Promise<MemberRecord[]> {
    const rows = await this.db.rows(
      sql`select angler_id, role, joined_at from group_members where group_id = ${groupId}::uuid
          order by case role when 'owner' then 0 when 'admin' then 1 else 2 end, joined_at, angler_id`,
    );
    return rows.map(Member.read);
  }

  async managers(groupId: string): Promise<string[]> {
    const rows = await this.db.rows<{ angler_id: string }>(
      sql`select angler_id from group_members where group_id = ${groupId}::uuid and role in ('owner', 'admin')`,
    );
    return rows.map((r) => r.angler_id);
  }

  async addMessage(m: GroupMessageRecord): Promise<void> {
    await this.db.run(sql`insert into group_messages (id, group_id, sender_id, content, created_at)
      values (${m.id}::uuid, ${m.groupId}::uuid, ${m.senderId}::uuid, ${m.content}, ${m.createdAt})`);
  }

  async messages(
    groupId: string,
    readerId: string,
    before: { createdAt: Date; id: string } | null,
    limit: number,
  ): Promise<GroupMessageRecord[]> {
    const rows = await this.db.prepared(
      'groups.messages',
      sql`select ${MESSAGE} from group_messages gm where gm.group_id = ${groupId}::uuid and ${messageSeenBy(readerId)}
          ${before ? sql`and (gm.created_at, gm.id) < (${before.createdAt}, ${before.id}::uuid)` : sql``}
          order by gm.created_at desc, gm.id desc limit ${sql.lit(limit)}`,
    );
    return rows.map(Message.read);
  }

  async messagesReadableBy(readerId: string, ids: readonly string[]): Promise<GroupMessageRecord[]> {
    const rows = await this.db.rows(
      sql`select ${MESSAGE} from group_messages gm
          join group_members m on m.group_id = gm.group_id and m.angler_id = ${readerId}::uuid
          join groups g on g.id = gm.group_id and ${groupSeenBy(readerId)}
          where gm.id = any(${[...ids]}::uuid[]) and ${messageSeenBy(readerId)}`,
    );
    return rows.map(Message.read);
  }

  async byId(groupId: string): Promise<GroupRecord | null> {
    const [row] = await this.db.rows(sql`select ${GROUP} from groups g where g.id = ${groupId}::uuid`);
    return row ? Group.read(row) : null;
  }

  async messageById(id: string): Promise<GroupMessageRecord | null> {
    const [row] = await this.db.rows(sql`select ${MESSAGE} from group_messages gm where gm.id = ${id}::uuid`);
    return row ? Message.read(row) : null;
  }

  async byIds(groupIds: readonly string[]): Promise<GroupRecord[]> {
    const rows = await this.db.rows(sql`select ${GROUP} from groups g where g.id = any(${[...groupIds]}::uuid[])`);
    return rows.map(Group.read);
  }

  async messagesByIds(ids: readonly string[]): Promise<GroupMessageRecord[]> {
    const rows = await this.db.rows(sql`select ${MESSAGE} from group_messages gm where gm.id = any(${[...ids]}::uuid[])`);
    return rows.map(Message.read);
  }

  /** Numbered in the chat's order (a report is rare: reading one group's chat to find it is cheap enough). */
  async messagesAround(message: GroupMessageRecord, each: number): Promise<GroupMessageRecord[]> {
    const rows = await this.db.rows(sql`with chat as (
        select ${MESSAGE}, row_number() over (order by gm.created_at, gm.id) as n from group_messages gm where gm.group_id = ${message.groupId}::uuid)
      select * from chat where abs(n - (select n from chat where id = ${message.id}::uuid)) <= ${sql.lit(each)} order by n`);
    return rows.map(Message.read);
  }

  async setGroupHidden(groupId: string, hidden: HiddenState | null): Promise<boolean> {
    const changed = await this.db.run(sql`update groups set hidden_at = ${hidden?.at ?? null}, hidden_rule = ${hidden?.ruleId ?? null}
      where id = ${groupId}::uuid`);
    return changed === 1;
  }

  async setMessageHidden(id: string, hidden: HiddenState | null): Promise<boolean> {
    const changed =
      await this.db.run(sql`update group_messages set hidden_at = ${hidden?.at ?? null}, hidden_rule = ${hidden?.ruleId ?? null}
      where id = ${id}::uuid`);
    return changed === 1;
  }

  async removeGroup(groupId: string): Promise<void> {
    await this.lock(groupId);
    for (const table of ['group_messages', 'group_invitations', 'group_requests', 'group_members'] as const)
      await this.db.run(sql`delete from ${sql.ref(table)} where group_id = ${groupId}::uuid`);
    await this.db.run(sql`delete from groups where id = ${groupId}::uuid`);
  }
}
