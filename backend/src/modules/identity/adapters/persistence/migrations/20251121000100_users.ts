import { Migration } from '@mikro-orm/migrations';

export class Users20251121000100 extends Migration {
  override up(): void {
    this.addSql(`
      create table users (
        id uuid primary key,
        display_name varchar(255) null,
        first_name varchar(255) null,
        last_name varchar(255) null,
        location varchar(255) null,
        bio text null,
        profile_image_url text null,
        banner_image_url text null,
        share_trip_locations boolean not null default true,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table identity_links (
        issuer varchar(255) not null,
        subject varchar(255) not null,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (issuer, subject)
      )`);
    this.addSql('create index identity_links_user_id_idx on identity_links (user_id)');
  }

  override down(): void {
    this.addSql('drop table identity_links');
    this.addSql('drop table users');
  }
}
