import 'reflect-metadata';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { Container } from 'inversify';
import { ClockToken, systemClock, type Clock } from './platform/time/clock.ts';
import { RequestContext } from '@mikro-orm/core';
import { MediaStoreToken } from './platform/media/media-store.ts';
import { createMediaStore } from './platform/media/create-media-store.ts';
import { DirectUploadsToken } from './platform/media/direct-uploads.ts';
import { EventRelay } from './platform/events/event-relay.ts';
import { EventDeliveryHold } from './platform/events/event-delivery-hold.ts';
import { ForgetOldEvents } from './platform/events/forget-old-events.ts';
import { DeliverEvent, EventBusToken, EventReactionToken, OutboxEventBus, type EventReaction } from './platform/events/event-bus.ts';
import { TransactionsToken } from './platform/transactions/transactions.ts';
import { OrmTransactions } from './platform/db/orm-transactions.ts';
import {
  JobHandlerToken,
  JobQueueToken,
  ScheduledJobToken,
  SqlJobQueue,
  type JobHandler,
  type ScheduledJob,
} from './platform/jobs/job-queue.ts';
import { installJobQueue, startJobWorker } from './platform/jobs/job-worker.ts';
import { PgSignals, SignalsToken } from './platform/signals/signals.ts';
import { AnglerTenureToken, LimitsToken, type AnglerTenure } from './platform/limits/limits.ts';
import { PostgresLimits } from './platform/limits/postgres-limits.ts';
import { ClearExpiredLimits } from './platform/limits/clear-expired-limits.ts';
import { CacheInvalidationToken, SignalledCacheInvalidation } from './platform/signals/cache-invalidation.ts';
import type { Config } from './platform/config/config.ts';
import { createLogger, type Logger } from './platform/logging/logger.ts';
import { startEmbeddedPostgres, type RunningPostgres } from './platform/db/embedded-postgres.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { platformMigrations } from './platform/db/migrations/index.ts';
import { SqlToken } from './platform/db/sql.ts';
import { SessionStore } from './platform/auth/session-store.ts';
import { SessionCookies } from './platform/auth/session-cookies.ts';
import { AnglerRestrictionsToken, type AnglerRestrictions } from './platform/auth/angler-restrictions.ts';
import { standingGuard } from './platform/auth/standing-guard.ts';
import { generationReader } from './platform/auth/session-generation.ts';
import { newcomerLimits } from './platform/limits/newcomer-limits.ts';
import { OidcClient } from './platform/auth/oidc-client.ts';
import { createDevProvider } from './platform/auth/dev-provider/dev-provider.ts';
import { DevAnglerChoicesToken, type DevAnglerChoices } from './platform/auth/dev-provider/dev-angler-choices.ts';
import { HttpRoutes, type RouteModule } from './platform/http/http-routes.ts';
import { ForgetOldIdempotencyKeys, Idempotency } from './platform/http/idempotency.ts';
import { Metrics } from './platform/http/metrics.ts';
import { TallyToken } from './platform/telemetry/tally.ts';
import { PrometheusTally } from './platform/telemetry/prometheus-tally.ts';
import { BacklogGauges } from './platform/telemetry/backlog-gauges.ts';
import { WebVitals } from './platform/telemetry/web-vitals.ts';
import { VitalsRoutes } from './platform/telemetry/vitals.routes.ts';
import { PlatformRoutes } from './platform/http/platform.routes.ts';
import { buildKoaApp } from './platform/http/app.ts';
import { Draining, DrainingToken } from './platform/http/draining.ts';
import { finishesWithin } from './platform/time/time-limits.ts';
import { createListener } from './platform/http/listener.ts';
import type { BackendModule } from './platform/backend-module.ts';
import { ConfigToken, EntityManagerToken, LoggerToken, OidcClientToken, RouteModuleToken, SessionCookiesToken } from './platform/tokens.ts';
import { backendModules } from './modules/index.ts';
import { demoMigrations } from './seed/migrations/index.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { demoContributions } from './seed/demo-contributions.ts';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/** The longest one shutdown step may take: past draining's 10 s and the job worker's own 10 s (main.ts gives up at 15 s overall). */
const STOP_STEP_MS = 12_000;

export interface StartOptions {
  log?: Logger;
  modules?: BackendModule[];
  /** Routes only a test app has (never production code): registered after the modules' routes. */
  extraRoutes?: (http: HttpRoutes) => void;
  /** What time it is (tests move it by hand); the system's clock when absent. */
  clock?: Clock;
  /** Told the name of a shutdown step that did not finish within STOP_STEP_MS (tests report it). */
  onLateStop?: (step: string) => void;
  /** How long requests in flight may finish when closing (default 10 s; tests stop at once). */
  drainMs?: number;
  /** The process's own signal handling (main.ts) rather than embedded-postgres's exit hooks. */
  ownSignals?: boolean;
  /** Tests only: a switch holding this process's event delivery (platform/events/event-delivery-hold.ts). */
  eventDeliveryHold?: EventDeliveryHold;
}

export interface RunningServer {
  /** Where it is reachable, e.g. http://localhost:3000 (PUBLIC_URL when given). */
  url: string;
  config: Config;
  log: Logger;
  /** All routes with a handler, for the route-table completeness check. */
  routes: HttpRoutes;
  /** Runs work with the app's own services in a database context of its own (tests, scripts). */
  inContext<T>(work: (get: <S>(token: symbol) => S) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Starts the whole backend: database (embedded when no DATABASE_URL), migrations, container, Koa app,
 * HTTP server. The app is fully built before the first request is answered.
 */
export async function startServer(initial: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(initial);
  const modules = options.modules ?? backendModules;
  const cleanups: Array<{ step: string; run: () => Promise<void> }> = [];
  const atStop = (step: string, run: () => Promise<void>) => cleanups.push({ step, run });
  const close = async () => {
    for (const { step, run } of cleanups.splice(0).reverse()) {
      // A step that never finishes (a library waiting on a connection that will not answer) must not
      // keep the process from stopping: it is named in the log and left behind.
      const done = run().catch((error: unknown) => log.error({ err: error, step }, 'error while shutting down'));
      if (!(await finishesWithin(done, STOP_STEP_MS))) {
        log.error({ step, waitedMs: STOP_STEP_MS }, 'a shutdown step did not finish; stopping without it');
        options.onLateStop?.(step);
      }
    }
  };

  try {
    let pg: RunningPostgres | undefined;
    if (!initial.databaseUrl) {
      pg = await startEmbeddedPostgres({ ...initial.embeddedPostgres, database: 'tightlines', log, ownSignals: options.ownSignals });
      atStop('embedded PostgreSQL', () => pg!.stop());
    }
    const databaseUrl = initial.databaseUrl ?? pg!.url;
    const db: Database = await openDatabase({
      url: databaseUrl,
      entities: modules.flatMap((m) => m.entities),
      migrations: [...platformMigrations, ...demoMigrations, ...modules.flatMap((m) => m.migrations)],
      log,
    });
    atStop('database pool', () => db.close());
    atStop('start-up lock', () => db.releaseStartupLock());
    await installJobQueue(databaseUrl, log);

    // Listen first (answering 503 for a moment) so a PORT=0 server knows its own URL before the app,
    // whose OpenID issuer and redirect URI contain it, is built.
    let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
    const listener = createListener(initial.tls, (req, res) => handler(req, res));
    const { server } = listener;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(initial.port, initial.host, () => resolve());
    });
    const draining = new Draining();
    // Drained first when stopping (registered again last, below): requests in flight still have the
    // database, the job queue and the limiter behind them. This early entry only covers a failed start.
    let drained: Promise<void> | undefined;
    const drain = () => (drained ??= draining.drain(listener, options.drainMs));
    atStop('draining requests', drain);
    const port = (server.address() as AddressInfo).port;
    const config: Config = initial.publicUrlFollowsPort
      ? {
          ...initial,
          port,
          publicUrl: `${listener.scheme}://${['0.0.0.0', '::'].includes(initial.host) ? 'localhost' : initial.host}:${port}`,
        }
      : { ...initial, port };

    let devAnglerChoices: () => DevAnglerChoices | undefined = () => undefined;
    const devProvider =
      config.oidc.mode === 'development'
        ? await createDevProvider({
            db: db.sql,
            publicUrl: config.publicUrl,
            trustProxy: config.trustProxy,
            log,
            choices: () => devAnglerChoices(),
          })
        : undefined;
    const oidcSettings =
      config.oidc.mode === 'external'
        ? { issuer: config.oidc.issuer, clientId: config.oidc.clientId, clientSecret: config.oidc.clientSecret }
        : { issuer: devProvider!.issuer, clientId: devProvider!.clientId, clientSecret: devProvider!.clientSecret };
    const oidcClient = new OidcClient({
      ...oidcSettings,
      redirectUri: `${config.publicUrl}/api/callback`,
      scopes: config.oidc.scopes,
      allowHttp: oidcSettings.issuer.startsWith('http:'),
    });
    const transactions = new OrmTransactions(db.em);
    const signals = new PgSignals(db.sql, databaseUrl, log, () => transactions.active());
    const invalidation = new SignalledCacheInvalidation(signals, log, transactions);
    await signals.start();
    atStop('signals', () => signals.stop());
    const container = new Container({ defaultScope: 'Singleton' });
    const generation = generationReader(databaseUrl);
    atStop('session generation', () => generation.close());
    const sessions = new SessionCookies(
      new SessionStore(db.sql),
      {
        ttlDays: config.session.ttlDays,
        secure: config.session.secureCookie,
        cacheSeconds: config.session.cacheSeconds,
        // Who is suspended or banned: whichever module binds AnglerRestrictionsToken (identity).
        restrictions: () =>
          container.isBound(AnglerRestrictionsToken) ? container.get<AnglerRestrictions>(AnglerRestrictionsToken) : undefined,
        readGeneration: generation.read,
      },
      invalidation,
    );

    const metrics = new Metrics(db.poolStats);
    new BacklogGauges(metrics.registry, db.sql);
    container.bind(ConfigToken).toConstantValue(config);
    container.bind(LoggerToken).toConstantValue(log);
    container.bind(ClockToken).toConstantValue(options.clock ?? systemClock);
    container.bind(DrainingToken).toConstantValue(draining);
    container.bind(EntityManagerToken).toConstantValue(db.em);
    container.bind(SqlToken).toConstantValue(db.sql);
    container.bind(SessionCookiesToken).toConstantValue(sessions);
    container.bind(SignalsToken).toConstantValue(signals);
    container.bind(CacheInvalidationToken).toConstantValue(invalidation);
    container.bind(OidcClientToken).toConstantValue(oidcClient);
    container.bind(RouteModuleToken).to(PlatformRoutes);
    const media = createMediaStore(config.media);
    container.bind(MediaStoreToken).toConstantValue(media.store);
    container.bind(DirectUploadsToken).toConstantValue(media.directUploads);
    const jobs = new SqlJobQueue(db.sql);
    container.bind(TransactionsToken).toConstantValue(transactions);
    container.bind(TallyToken).toConstantValue(new PrometheusTally(metrics.registry, transactions));
    container.bind(JobQueueToken).toConstantValue(jobs);
    // Reactions are resolved on first use: a reaction may itself publish (through this same bus).
    let reactions: EventReaction[] | undefined;
    const allReactions = () =>
      (reactions ??= container.isBound(EventReactionToken) ? container.getAll<EventReaction>(EventReactionToken) : []);
    // Unordered deliveries: plain rows drained by this process's relay, woken by the bus after commit (started below).
    // Tests only: held from the start by EVENT_DELIVERY_HELD, or by the test's own switch.
    const hold = options.eventDeliveryHold ?? new EventDeliveryHold(config.jobs.deliveryHeld);
    const relay = new EventRelay({
      hold,
      db: db.sql,
      transactions,
      em: db.em,
      log: log.child({ component: 'events' }),
      reactions: allReactions,
      concurrency: config.jobs.concurrency,
    });
    container.bind(EventBusToken).toConstantValue(new OutboxEventBus(db.sql, transactions, jobs, allReactions, () => relay.nudge()));
    // Abuse limits (platform/limits): tenures come from whichever module binds AnglerTenureToken (identity).
    const limits = new PostgresLimits(databaseUrl, options.clock ?? systemClock, () =>
      container.isBound(AnglerTenureToken) ? container.get<AnglerTenure>(AnglerTenureToken) : undefined,
    );
    atStop('limits', () => limits.close());
    container.bind(LimitsToken).toConstantValue(limits);
    container
      .bind(RouteModuleToken)
      .toConstantValue(new VitalsRoutes(new WebVitals(metrics.registry), limits, config.requestLimits.vitalsPerAddress));
    const clearExpiredLimits = new ClearExpiredLimits(db.sql);
    container.bind(JobHandlerToken).toConstantValue(clearExpiredLimits);
    container.bind(ScheduledJobToken).toConstantValue(clearExpiredLimits);
    const forgetOldKeys = new ForgetOldIdempotencyKeys(db.sql);
    container.bind(JobHandlerToken).toConstantValue(forgetOldKeys);
    container.bind(ScheduledJobToken).toConstantValue(forgetOldKeys);
    const forgetOldEvents = new ForgetOldEvents(db.sql);
    container.bind(JobHandlerToken).toConstantValue(forgetOldEvents);
    container.bind(ScheduledJobToken).toConstantValue(forgetOldEvents);
    await container.loadAsync(...modules.map((m) => m.container));
    // The development provider's page offers the demo anglers (identity binds them), each call in a database context.
    devAnglerChoices = () => {
      if (!container.isBound(DevAnglerChoicesToken)) return undefined;
      const choices = container.get<DevAnglerChoices>(DevAnglerChoicesToken);
      return {
        list: () => RequestContext.create(db.em, () => choices.list()),
        link: (...args) => RequestContext.create(db.em, () => choices.link(...args)),
      };
    };

    const worker = await startJobWorker({
      databaseUrl,
      handlers: [
        // A process held from its start takes no ordered delivery (its worker would keep it locked, waiting).
        ...(config.jobs.deliveryHeld ? [] : [new DeliverEvent(db.sql, transactions, allReactions(), hold)]),
        ...(container.isBound(JobHandlerToken) ? container.getAll<JobHandler>(JobHandlerToken) : []),
      ],
      scheduled: config.jobs.scheduled && container.isBound(ScheduledJobToken) ? container.getAll<ScheduledJob>(ScheduledJobToken) : [],
      em: db.em,
      log,
      concurrency: config.jobs.concurrency,
    });
    atStop('job worker', () => worker.stop());
    relay.start();
    atStop('event relay', () => relay.stop());

    const idempotency = new Idempotency(db.sql, transactions);
    const clock = options.clock ?? systemClock;
    const routes = new HttpRoutes({
      bodyLimit: config.bodyLimit,
      checkResponses: config.checkResponses,
      idempotency,
      guards: [standingGuard(() => clock.now())],
      counters: [newcomerLimits(limits)],
    });
    for (const module of container.getAll<RouteModule>(RouteModuleToken)) module.register(routes);
    options.extraRoutes?.(routes);
    if (config.demoData) await seedDemoData({ container, em: db.em, log, contributions: demoContributions });
    await db.releaseStartupLock();

    const app = buildKoaApp({
      config,
      log,
      em: db.em,
      routes,
      sessions,
      metrics,
      pingDatabase: db.ping,
      migrationsApplied: db.migrationsApplied,
      version,
      limits,
      devProvider: devProvider?.middleware,
    });
    handler = app.callback();

    const inContext = <T>(work: (get: <S>(token: symbol) => S) => Promise<T>) =>
      RequestContext.create(db.em, () => work(<S>(token: symbol) => container.get<S>(token)));
    atStop('draining requests', drain);
    return { url: config.publicUrl, config, log, routes, inContext, close };
  } catch (error) {
    await close();
    throw error;
  }
}
