import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../src/platform/config/config.ts';
import type { RouteDef } from '@tightlines/contracts';
import type { HttpRoutes } from '../../src/platform/http/http-routes.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { createTestDatabase, markAsTemplate, type TestDatabase } from './database.ts';
import type { BackendModule } from '../../src/platform/backend-module.ts';
import type { Clock } from '../../src/platform/time/clock.ts';
import type { EventDeliveryHold } from '../../src/platform/events/event-delivery-hold.ts';
import { backendModules } from '../../src/modules/index.ts';
import { QueueWatcher, unwatchQueue, watchQueue } from './job-queue.ts';

export interface TestAppOptions {
  /** The built frontend to serve (e.g. `<repo>/dist`); default: none, only the API. */
  staticDir?: string;
  /** Extra environment, as the app would read it (e.g. `{ MAPS_API_KEY: 'k' }`). */
  env?: Record<string, string>;
  /** Routes that exist only in this test app (e.g. one that fails on purpose). */
  extraRoutes?: (http: HttpRoutes) => void;
  /** Modules that exist only in this test app (e.g. a reaction that fails on purpose), after the real ones. */
  extraModules?: BackendModule[];
  /**
   * Run on this database instead of a fresh one (a second process of the same app, or the same app
   * started again); it is then left in place when the app closes.
   */
  database?: TestDatabase;
  /** The app's clock (e.g. a ManualClock from src/platform/time/clock.ts); the system's when absent. */
  clock?: Clock;
  /**
   * A switch holding the app's event delivery (its relay and ordered deliveries) while the test says so:
   * to prove something holds with no event delivered. Release it before the test's clients wait for the
   * queue again (each request waits for the events it caused, which a hold keeps).
   */
  eventDeliveryHold?: EventDeliveryHold;
}

export interface TestApp {
  /** Base URL, e.g. http://127.0.0.1:41234 — the app's PUBLIC_URL. */
  url: string;
  config: Config;
  /** Its own fresh database (already migrated). */
  databaseUrl: string;
  /** Every contract route the app has a handler for. */
  handledRoutes(): RouteDef[];
  /** Resolves when the app's job queue has nothing due or running (test clients wait for it after each request). */
  settled(): Promise<void>;
  /** Runs work with the app's own services (e.g. to publish an event inside its own transaction). */
  inContext: RunningServer['inContext'];
  close(): Promise<void>;
}

/**
 * The real app on a free port, with its own fresh database, the development OpenID Provider and
 * silent logs (TEST_LOG_LEVEL=debug to see them).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase({ template: await migratedTemplate() }));
  const dropDatabase = () => (shared ? Promise.resolve() : database.drop());
  // Uploaded media of this app only, removed with it.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-test-media-'));
  const removeMedia = () => fs.rmSync(mediaDir, { recursive: true, force: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    STATIC_DIR: options.staticDir ?? '/nonexistent/tightlines-test-dist',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mediaDir,
    // Every test client comes from 127.0.0.1 and signs in and writes far faster than people do: the
    // outer request limits stay on but wide (backend/test/platform/request-limits.test.ts narrows them).
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_SIGN_INS_PER_MINUTE: '100000',
    RATE_LIMIT_VITALS_PER_MINUTE: '100000',
    // Tests never reach the internet: the weather services are a closed local port (503) unless a test
    // points them at its own stand-in.
    WEATHER_FORECAST_URL: 'http://127.0.0.1:9/v1/forecast',
    WEATHER_MARINE_URL: 'http://127.0.0.1:9/v1/marine',
    WEATHER_ARCHIVE_URL: 'http://127.0.0.1:9/v1/archive',
    ...options.env,
  });
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  try {
    const modules = options.extraModules ? [...backendModules, ...options.extraModules] : undefined;
    const server = await startServer(config, {
      log,
      extraRoutes: options.extraRoutes,
      modules,
      clock: options.clock,
      eventDeliveryHold: options.eventDeliveryHold,
      drainMs: 2_000,
      // A step that hangs must not hang the run (mocha's hook would time out with no name): say which one.
      onLateStop: (step) => console.warn(`[test app ${config.publicUrl}] shutdown step "${step}" did not finish in time`),
    });
    const queue = new QueueWatcher(database.url);
    watchQueue(server.url, queue);
    return {
      url: server.url,
      config: server.config,
      databaseUrl: database.url,
      handledRoutes: () => server.routes.handled(),
      settled: () => queue.settled(),
      inContext: server.inContext,
      close: async () => {
        unwatchQueue(server.url);
        await queue.close();
        await server.close();
        await dropDatabase();
        removeMedia();
      },
    };
  } catch (error) {
    await dropDatabase();
    removeMedia();
    throw error;
  }
}

/**
 * One migrated database per test process (every migration, the job queue's schema), which every
 * app's fresh database is then copied from: ~75 apps a run each saved ~1.5–2 s of migrating. An
 * app still applies whatever is pending at its start (its extra modules' migrations, say), and tests
 * that need an empty database (migrations racing, two processes starting together) ask
 * createTestDatabase() for one.
 */
let template: Promise<{ name: string; drop(): Promise<void> }> | undefined;
async function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const database = await createTestDatabase();
    const app = await startTestApp({ database });
    await app.close();
    return markAsTemplate(database);
  })();
  return (await template).name;
}
// Root-level hooks (registered when test support is first imported): the template is made before the
// first test, with time for starting PostgreSQL too (no single suite's hook should pay for the run), and
// goes with the run.
if (typeof before === 'function') {
  before(async function () {
    this.timeout(180_000);
    await migratedTemplate();
  });
}
if (typeof after === 'function') {
  after(async function () {
    // An embedded server goes with the process, its folder too; only a shared one (DATABASE_URL) keeps it.
    if (!process.env.DATABASE_URL) return;
    this.timeout(60_000);
    const made = template;
    template = undefined;
    await (await made?.catch(() => undefined))?.drop();
  });
}
