import { Migration } from '@mikro-orm/migrations';

/**
 * The answers of creating calls sent with an Idempotency-Key (platform/http/idempotency.ts), per
 * angler: a second request with the same key is answered from here instead of being done again. A
 * row is written in the transaction of the write it answers, so it exists exactly when the write
 * committed. Rows older than a day are forgotten by a scheduled job.
 */
export class IdempotencyKeys20251127000000 extends Migration {
  override up(): void {
    this.addSql(`create table idempotency_keys (
      angler_id uuid not null,
      key varchar(255) not null,
      request_hash text not null,
      answer jsonb,
      created_at timestamptz not null default now(),
      primary key (angler_id, key)
    )`);
    this.addSql('create index idempotency_keys_created_at_idx on idempotency_keys (created_at)');
  }

  override down(): void {
    this.addSql('drop table idempotency_keys');
  }
}
