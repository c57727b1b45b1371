import { Migration } from '@mikro-orm/migrations';

/**
 * What the development OpenID provider (platform/auth/dev-provider) remembers — sessions,
 * interactions, grants, codes, tokens, the anglers who signed in through it and its own keys — one
 * row per (model, id) with the provider's JSON payload. In PostgreSQL rather than one process's
 * memory so that every server process (WEB_CONCURRENCY) continues a sign-in another one began.
 * `grant_id`, `uid` and `user_code` are the provider's lookups; `expires_at` null means kept until
 * removed. Frozen once landed.
 */
export class DevProviderRecords20261128061608 extends Migration {
  override up(): void {
    this.addSql(`
      create table dev_provider_records (
        model varchar(64) not null,
        id varchar(255) not null,
        payload jsonb not null,
        grant_id varchar(255),
        uid varchar(255),
        user_code varchar(255),
        expires_at timestamptz,
        primary key (model, id)
      )`);
    this.addSql('create index dev_provider_records_grant_idx on dev_provider_records (grant_id) where grant_id is not null');
    this.addSql('create index dev_provider_records_uid_idx on dev_provider_records (model, uid) where uid is not null');
    this.addSql('create index dev_provider_records_user_code_idx on dev_provider_records (model, user_code) where user_code is not null');
    this.addSql('create index dev_provider_records_expires_idx on dev_provider_records (expires_at) where expires_at is not null');
  }

  override down(): void {
    this.addSql('drop table dev_provider_records');
  }
}
