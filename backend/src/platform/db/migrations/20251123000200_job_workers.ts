import { Migration } from '@mikro-orm/migrations';

/**
 * Each process's job worker says it is alive here every few seconds. A worker that stops saying so
 * (its process was killed) has the jobs it held unlocked by the others, so they run again within a
 * minute — rather than after the job queue's own four-hour lock timeout.
 */
export class JobWorkers20251123000200 extends Migration {
  override up(): void {
    this.addSql('create table job_workers (worker_id text primary key, seen_at timestamptz not null default now())');
  }

  override down(): void {
    this.addSql('drop table job_workers');
  }
}
