import type { NamedMigration } from '../database.ts';
import { Sessions20251121000000 } from './20251121000000_sessions.ts';
import { DomainEvents20251123000000 } from './20251123000000_domain_events.ts';
import { JobWorkers20251123000200 } from './20251123000200_job_workers.ts';
import { RateLimits20251125000000 } from './20251125000000_rate_limits.ts';
import { IdempotencyKeys20251127000000 } from './20251127000000_idempotency_keys.ts';
import { EventDeliveries20261124010000 } from './20261124010000_event_deliveries.ts';
import { EventDeliveriesClaimedInTransaction20261124010100 } from './20261124010100_event_deliveries_claimed_in_transaction.ts';
import { DevProviderRecords20261128061608 } from './20261128061608_dev_provider_records.ts';
import { SessionGeneration20261128065600 } from './20261128065600_session_generation.ts';
import { EventLetters20261129000313 } from './20261129000313_event_letters.ts';
import { EventRelayTake20261129062801 } from './20261129062801_event_relay_take.ts';

/** The platform's own tables (modules bring theirs through their module.ts). */
export const platformMigrations: NamedMigration[] = [
  { name: '20251121000000_sessions', class: Sessions20251121000000 },
  { name: '20251123000000_domain_events', class: DomainEvents20251123000000 },
  { name: '20251123000200_job_workers', class: JobWorkers20251123000200 },
  { name: '20251125000000_rate_limits', class: RateLimits20251125000000 },
  { name: '20251127000000_idempotency_keys', class: IdempotencyKeys20251127000000 },
  { name: '20261124010000_event_deliveries', class: EventDeliveries20261124010000 },
  { name: '20261124010100_event_deliveries_claimed_in_transaction', class: EventDeliveriesClaimedInTransaction20261124010100 },
  { name: '20261128061608_dev_provider_records', class: DevProviderRecords20261128061608 },
  { name: '20261128065600_session_generation', class: SessionGeneration20261128065600 },
  { name: '20261129000313_event_letters', class: EventLetters20261129000313 },
  { name: '20261129062801_event_relay_take', class: EventRelayTake20261129062801 },
];

/** The tables the platform owns (no module's SQL may name them; the job queue's live in schema graphile_worker). */
export const platformTables = [
  'sessions',
  'domain_events',
  'handled_events',
  'job_workers',
  'rate_limits',
  'idempotency_keys',
  'event_deliveries',
  'dev_provider_records',
  'session_generation',
  'event_letters',
] as const;
