import { Migration } from '@mikro-orm/migrations';

/**
 * Groups. A group's member count moves in the transaction that adds or removes the membership, under
 * the group's row lock (every join, leave and approval locks it first), so it stays exact. Requests
 * (private groups) and invitations (invite-only groups) are their own rows until an owner or admin
 * approves, or the invitee joins. The chat is read newest first by group.
 */
export class Groups20251125100300 extends Migration {
  override up(): void {
    this.addSql(`
      create table groups (
        id uuid primary key,
        name varchar(100) not null check (length(btrim(name)) > 0),
        description varchar(1000) not null default '',
        type varchar(12) not null check (type in ('club', 'community', 'tournament')),
        privacy varchar(12) not null check (privacy in ('public', 'private', 'invite_only')),
        location varchar(200) null,
        image_url varchar(2048) null,
        creator_id uuid not null,
        owner_id uuid not null,
        member_count integer not null default 0 check (member_count >= 0),
        created_at timestamptz not null
      )`);
    this.addSql('create index groups_recent_idx on groups (created_at desc, id desc)');
    this.addSql('create index groups_type_idx on groups (type, created_at desc, id desc)');
    this.addSql('create index groups_name_idx on groups (lower(name) text_pattern_ops)');

    this.addSql(`
      create table group_members (
        group_id uuid not null references groups (id),
        angler_id uuid not null,
        role varchar(8) not null check (role in ('owner', 'admin', 'member')),
        joined_at timestamptz not null,
        primary key (group_id, angler_id)
      )`);
    this.addSql('create index group_members_angler_idx on group_members (angler_id, joined_at desc)');
    this.addSql(`create unique index group_members_one_owner on group_members (group_id) where role = 'owner'`);

    this.addSql(`
      create table group_requests (
        group_id uuid not null references groups (id),
        angler_id uuid not null,
        requested_at timestamptz not null,
        primary key (group_id, angler_id)
      )`);
    this.addSql(`
      create table group_invitations (
        group_id uuid not null references groups (id),
        angler_id uuid not null,
        invited_by uuid not null,
        invited_at timestamptz not null,
        primary key (group_id, angler_id)
      )`);
    this.addSql('create index group_invitations_angler_idx on group_invitations (angler_id)');

    this.addSql(`
      create table group_messages (
        id uuid primary key,
        group_id uuid not null references groups (id),
        sender_id uuid not null,
        content varchar(2000) not null check (length(btrim(content)) > 0),
        created_at timestamptz not null
      )`);
    this.addSql('create index group_messages_group_idx on group_messages (group_id, created_at desc, id desc)');
  }

  override down(): void {
    for (const t of ['group_messages', 'group_invitations', 'group_requests', 'group_members', 'groups']) this.addSql(`drop table ${t}`);
  }
}
