import { Migration } from '@mikro-orm/migrations';

/**
 * Advertising: advertisers and their portal users (argon2id hashes, never the password), the portal's
 * own server sessions (a hash of the cookie's token, never the token), campaigns with their budgets
 * and prices, their ads, and the serving ledger. Money is kept in micros (millionths of a currency
 * unit) so a CPM price divides exactly into impressions; a campaign's spend moves in the transaction
 * that counts the event, under the campaign's row lock, and never passes its budget.
 */
export class Advertising20251126090000 extends Migration {
  override up(): void {
    this.addSql(`
      create table advertisers (
        id uuid primary key,
        company_name varchar(120) not null,
        website varchar(300) null,
        industry varchar(80) null,
        contact_email varchar(254) not null,
        contact_phone varchar(40) null,
        description varchar(2000) null,
        account_status varchar(10) not null check (account_status in ('pending', 'active', 'suspended')),
        created_at timestamptz not null
      )`);
    this.addSql(`
      create table advertiser_users (
        id uuid primary key,
        advertiser_id uuid not null references advertisers (id),
        email varchar(254) not null,
        first_name varchar(60) not null,
        last_name varchar(60) not null,
        role varchar(8) not null check (role in ('admin', 'member')),
        is_active boolean not null,
        password_hash varchar(200) not null,
        created_at timestamptz not null
      )`);
    this.addSql('create unique index advertiser_users_email_idx on advertiser_users (lower(email))');
    this.addSql('create index advertiser_users_advertiser_idx on advertiser_users (advertiser_id)');
    this.addSql(`
      create table advertiser_sessions (
        token_hash varchar(64) primary key,
        user_id uuid not null references advertiser_users (id),
        expires_at timestamptz not null
      )`);
    this.addSql('create index advertiser_sessions_user_idx on advertiser_sessions (user_id)');

    this.addSql(`
      create table ad_campaigns (
        id uuid primary key,
        advertiser_id uuid not null references advertisers (id),
        name varchar(120) not null,
        description varchar(2000) not null default '',
        status varchar(10) not null check (status in ('draft', 'active', 'paused', 'completed')),
        starts_at timestamptz not null,
        ends_at timestamptz not null check (ends_at > starts_at),
        budget_micros bigint not null check (budget_micros > 0),
        spent_micros bigint not null default 0 check (spent_micros >= 0),
        cpm_cents integer not null check (cpm_cents >= 0),
        cpc_cents integer not null check (cpc_cents >= 0),
        placements text[] not null,
        region_lat double precision null,
        region_lon double precision null,
        region_radius_km double precision null,
        species text[] not null default '{}',
        impressions bigint not null default 0,
        clicks bigint not null default 0,
        created_at timestamptz not null
      )`);
    this.addSql('create index ad_campaigns_advertiser_idx on ad_campaigns (advertiser_id, created_at desc, id desc)');
    this.addSql(`create index ad_campaigns_serving_idx on ad_campaigns (ends_at) where status = 'active'`);
    this.addSql(`
      create table ad_creatives (
        id uuid primary key,
        campaign_id uuid not null references ad_campaigns (id),
        advertiser_id uuid not null references advertisers (id),
        title varchar(100) not null,
        content varchar(500) not null,
        image_url varchar(2048) null,
        target_url varchar(2048) not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index ad_creatives_campaign_idx on ad_creatives (campaign_id)');
    this.addSql(`
      create table ad_serves (
        token uuid primary key,
        ad_id uuid not null references ad_creatives (id),
        campaign_id uuid not null references ad_campaigns (id),
        viewer varchar(100) not null,
        served_at timestamptz not null,
        impressed_at timestamptz null,
        clicked_at timestamptz null
      )`);
    this.addSql('create index ad_serves_viewer_idx on ad_serves (viewer, served_at desc)');
    this.addSql('create index ad_serves_served_idx on ad_serves (served_at)');
    this.addSql(`
      create table ad_daily (
        campaign_id uuid not null references ad_campaigns (id),
        day date not null,
        impressions bigint not null default 0,
        clicks bigint not null default 0,
        spent_micros bigint not null default 0,
        primary key (campaign_id, day)
      )`);
    this.addSql(`
      create table ad_unbilled (
        campaign_id uuid not null references ad_campaigns (id),
        day date not null,
        reason varchar(40) not null,
        events bigint not null default 0,
        primary key (campaign_id, day, reason)
      )`);
  }

  override down(): void {
    for (const t of [
      'ad_unbilled',
      'ad_daily',
      'ad_serves',
      'ad_creatives',
      'ad_campaigns',
      'advertiser_sessions',
      'advertiser_users',
      'advertisers',
    ]) {
      this.addSql(`drop table ${t}`);
    }
  }
}
