import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative directories in the configuration are resolved from here, not from the cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * In development a fixed, public session secret is good enough (it only signs the short-lived
 * pre-sign-in cookie and guards nothing of value on a laptop); production must bring its own.
 */
export const DEVELOPMENT_SESSION_SECRET = 'tightlines-development-session-secret-not-for-production';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const booleanFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
);

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  TLS_CERT_FILE: optionalString,
  TLS_KEY_FILE: optionalString,
  DATABASE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  EMBEDDED_PG_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).default(54329)),
  EMBEDDED_PG_DIR: z.preprocess(blankToUndefined, z.string().default('.data/postgres')),
  SESSION_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_TTL_DAYS: z.preprocess(blankToUndefined, z.coerce.number().positive().default(30)),
  SESSION_CACHE_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(300).default(60)),
  OIDC_ISSUER: z.preprocess(blankToUndefined, z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_PROVIDER_NAME: optionalString,
  OIDC_SCOPES: z.preprocess(blankToUndefined, z.string().default('openid profile email')),
  STATIC_DIR: z.preprocess(blankToUndefined, z.string().default('dist')),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  MAPS_API_KEY: optionalString,
  MAPS_MAP_ID: optionalString,
  HOME_TIMELINE_KEEP: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(800)),
  RATE_LIMIT_WRITES_PER_MINUTE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(120)),
  RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(600)),
  RATE_LIMIT_SIGN_INS_PER_MINUTE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(20)),
  RATE_LIMIT_VITALS_PER_MINUTE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(120)),
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  WEB_CONCURRENCY: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).optional()),
  JOB_CONCURRENCY: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).default(4)),
  HOME_TIMELINE_TRIM_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().min(0.1).max(86_400).default(600)),
  HOME_TIMELINE_FAN_OUT_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10_000_000).default(10_000)),
  BODY_LIMIT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+(b|kb|mb)$/i, 'like 1mb or 512kb')
      .default('1mb'),
  ),
  TRUST_PROXY: booleanFlag,
  MEDIA_DIR: z.preprocess(blankToUndefined, z.string().default('.data/media')),
  MEDIA_S3_BUCKET: optionalString,
  MEDIA_S3_REGION: z.preprocess(blankToUndefined, z.string().default('us-east-1')),
  MEDIA_S3_ENDPOINT: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  MEDIA_S3_ACCESS_KEY_ID: optionalString,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalString,
  MEDIA_S3_FORCE_PATH_STYLE: z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  DEMO_DATA: z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  EVENT_DELIVERY_HELD: z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  JOB_SCHEDULE: z.preprocess(blankToUndefined, z.enum(['on', 'off']).default('on')),
  CHECK_RESPONSES: z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  MEDIA_PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  ADVERTISER_PORTAL_ORIGINS: optionalString,
  REMOTE_ORIGINS: optionalString,
  WEATHER_FORECAST_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.open-meteo.com/v1/forecast')),
  WEATHER_MARINE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://marine-api.open-meteo.com/v1/marine'),
  ),
  WEATHER_ARCHIVE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://archive-api.open-meteo.com/v1/archive'),
  ),
  WEATHER_TIMEOUT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(100).max(30_000).default(2000)),
  WEATHER_NEW_PLACES_PER_MINUTE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(250)),
});

export type Env = Record<string, string | undefined>;

/** The API paths the advertiser portal calls: the only ones opened to ADVERTISER_PORTAL_ORIGINS. */
export const PORTAL_API_PREFIX = '/api/advertisers';

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

/** A comma-separated list of origins (blanks ignored); each one that is not an origin is a problem named after the setting. */
function originsOf(setting: string, text: string | undefined, example: string, problems: string[]): string[] {
  const origins = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!isOrigin(origin)) problems.push(`${setting}: '${origin}' is not an origin like ${example} (scheme and host, no path)`);
  }
  return origins;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where browsers reach the app; origin of every redirect and of the CSRF check. No trailing slash. */
  publicUrl: string;
  /** PUBLIC_URL was not given: it follows the port actually bound (PORT=0 picks a free one). */
  publicUrlFollowsPort: boolean;
  /**
   * The app's own TLS (PEM files): it then serves HTTPS with HTTP/2 (HTTP/1.1 for clients without it).
   * Unset behind a proxy that terminates TLS (the deploy set's Ingress).
   */
  tls: { certFile: string; keyFile: string } | null;
  /** Unset → embedded PostgreSQL. */
  databaseUrl?: string;
  embeddedPostgres: { port: number; dir: string };
  /** cacheSeconds: how long a process trusts a session it looked up without a signal saying it ended (a safety net: endings are signalled). */
  session: { secret: string; ttlDays: number; secureCookie: boolean; cacheSeconds: number };
  oidc:
    | { mode: 'external'; issuer: string; clientId: string; clientSecret?: string; providerName: string; scopes: string }
    | { mode: 'development'; providerName: string; scopes: string };
  staticDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  mapsApiKey: string | null;
  /**
   * A Google Cloud map id (MAPS_MAP_ID): with one the maps are vector maps styled in the Cloud console,
   * with Advanced Markers and deck.gl drawn into the map's own WebGL context; without one, raster maps.
   */
  mapsMapId: string | null;
  bodyLimit: string;
  trustProxy: boolean;
  /**
   * Home timelines (the Following feed) keep each reader's newest `keep` posts, as Mastodon keeps 800;
   * older rows are trimmed every `trimSeconds` for the readers whose timelines grew meanwhile. An author
   * with more than `fanOutMax` followers is not fanned out: their posts are merged into feeds on read.
   */
  homeTimelines: { keep: number; trimSeconds: number; fanOutMax: number };
  /**
   * concurrency: jobs (event deliveries, deferred work) this process runs at once. deliveryHeld
   * (EVENT_DELIVERY_HELD, TESTS ONLY, refused in production): this process delivers no events at all —
   * its relay never drains and it takes no ordered deliveries — leaving them to the other processes
   * (platform/events/event-delivery-hold.ts; backend/test/identity/taking-access-away.test.ts).
   * scheduled (JOB_SCHEDULE, on by default): whether this process runs the scheduled tasks (nightly
   * backfills, forgetting old rows); off where only requests should load the machine (the bench).
   */
  jobs: { concurrency: number; deliveryHeld: boolean; scheduled: boolean };
  /** The outer fences on writes and sign-ins (platform/http/request-limits.ts). */
  /** vitalsPerAddress: the browsers' Web Vitals reports one address may send a minute (platform/telemetry). */
  requestLimits: { writesPerAngler: number; writesPerAddress: number; signInsPerAddress: number; vitalsPerAddress: number };
  /** Bearer token /metrics asks for (without one, /metrics is not served in production). */
  metricsToken: string | undefined;
  /** Server processes to run (one per core in production unless set; always 1 on the embedded database). */
  webConcurrency: number;
  /** Fill an empty database with demo anglers, spots, catches and trips at start-up (development default). */
  demoData: boolean;
  /**
   * Check every JSON response against its route's contract (a 500 when the server breaks it). On in
   * development and tests, off in production: it costs a zod parse of every body.
   */
  checkResponses: boolean;
  /** Where uploaded photos and videos go: the server's disk (served at /media) or an S3-compatible bucket. */
  media: MediaConfig;
  /**
   * ADVERTISER_PORTAL_ORIGINS: other origins the advertiser portal is served from (an `ads.` host),
   * allowed to call the portal's API (`PORTAL_API_PREFIX`) with credentials (CORS + the CSRF guard).
   */
  portalOrigins: string[];
  /**
   * REMOTE_ORIGINS: other origins remotes are served from (remotes.json names their manifests there). The
   * pages' Content-Security-Policy lets scripts, styles, fonts, pictures and requests come from them
   * (platform/http/security-headers.ts); the remotes' files carry CORS headers wherever they are served.
   */
  remoteOrigins: string[];
  /** Open-Meteo's forecast and marine APIs (no key) and how long a call may take before the weather answers 503. */
  weather: { forecastUrl: string; marineUrl: string; archiveUrl: string; timeoutMs: number; newPlacesPerMinute: number };
}

export type MediaConfig =
  | { mode: 'local'; dir: string }
  | {
      mode: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
      publicUrl: string;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the process environment once at start-up; every problem is reported together. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';

  const tls =
    e.TLS_CERT_FILE && e.TLS_KEY_FILE
      ? { certFile: path.resolve(repoRoot, e.TLS_CERT_FILE), keyFile: path.resolve(repoRoot, e.TLS_KEY_FILE) }
      : null;
  const publicUrl = (e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/+$/, '');
  const deliveryHeld = ['true', '1'].includes(e.EVENT_DELIVERY_HELD ?? 'false');
  if (production && deliveryHeld) problems.push('EVENT_DELIVERY_HELD: a switch for tests, never set in production');
  if (production && !e.SESSION_SECRET) problems.push('SESSION_SECRET: required when NODE_ENV=production');
  if (production && !e.OIDC_ISSUER) {
    problems.push('OIDC_ISSUER: required when NODE_ENV=production (the development provider never runs in production)');
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  if (!!e.TLS_CERT_FILE !== !!e.TLS_KEY_FILE) problems.push('TLS_CERT_FILE and TLS_KEY_FILE: give both or neither');
  for (const [name, file] of [
    ['TLS_CERT_FILE', tls?.certFile],
    ['TLS_KEY_FILE', tls?.keyFile],
  ] as const) {
    if (file && !fs.existsSync(file)) problems.push(`${name}: no file at ${file}`);
  }
  if (!!e.MEDIA_S3_ACCESS_KEY_ID !== !!e.MEDIA_S3_SECRET_ACCESS_KEY) {
    problems.push('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY: give both or neither');
  }
  const portalOrigins = originsOf('ADVERTISER_PORTAL_ORIGINS', e.ADVERTISER_PORTAL_ORIGINS, 'https://ads.example.com', problems);
  const remoteOrigins = originsOf('REMOTE_ORIGINS', e.REMOTE_ORIGINS, 'https://forum.cdn.example.com', problems);
  if (problems.length) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicUrlFollowsPort: !e.PUBLIC_URL,
    tls,
    databaseUrl: e.DATABASE_URL,
    embeddedPostgres: { port: e.EMBEDDED_PG_PORT, dir: path.resolve(repoRoot, e.EMBEDDED_PG_DIR) },
    session: {
      secret: e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
      ttlDays: e.SESSION_TTL_DAYS,
      cacheSeconds: e.SESSION_CACHE_SECONDS,
      secureCookie: publicUrl.startsWith('https:'),
    },
    oidc: e.OIDC_ISSUER
      ? {
          mode: 'external',
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET,
          providerName: e.OIDC_PROVIDER_NAME ?? 'OpenID',
          scopes: e.OIDC_SCOPES,
        }
      : { mode: 'development', providerName: e.OIDC_PROVIDER_NAME ?? 'Tightlines Dev', scopes: 'openid profile' },
    staticDir: path.resolve(repoRoot, e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    mapsApiKey: e.MAPS_API_KEY ?? null,
    mapsMapId: e.MAPS_MAP_ID ?? null,
    bodyLimit: e.BODY_LIMIT.toLowerCase(),
    trustProxy: e.TRUST_PROXY,
    homeTimelines: { keep: e.HOME_TIMELINE_KEEP, trimSeconds: e.HOME_TIMELINE_TRIM_SECONDS, fanOutMax: e.HOME_TIMELINE_FAN_OUT_MAX },
    jobs: { concurrency: e.JOB_CONCURRENCY, deliveryHeld, scheduled: e.JOB_SCHEDULE === 'on' },
    metricsToken: e.METRICS_TOKEN,
    requestLimits: {
      writesPerAngler: e.RATE_LIMIT_WRITES_PER_MINUTE,
      writesPerAddress: e.RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE,
      signInsPerAddress: e.RATE_LIMIT_SIGN_INS_PER_MINUTE,
      vitalsPerAddress: e.RATE_LIMIT_VITALS_PER_MINUTE,
    },
    webConcurrency: !e.DATABASE_URL ? 1 : (e.WEB_CONCURRENCY ?? (production ? os.availableParallelism() : 1)),
    demoData: e.DEMO_DATA ? ['true', '1'].includes(e.DEMO_DATA) : e.NODE_ENV === 'development',
    checkResponses: e.CHECK_RESPONSES ? ['true', '1'].includes(e.CHECK_RESPONSES) : !production,
    media: mediaConfig(e),
    weather: {
      forecastUrl: e.WEATHER_FORECAST_URL,
      marineUrl: e.WEATHER_MARINE_URL,
      archiveUrl: e.WEATHER_ARCHIVE_URL,
      timeoutMs: e.WEATHER_TIMEOUT_MS,
      newPlacesPerMinute: e.WEATHER_NEW_PLACES_PER_MINUTE,
    },
    portalOrigins,
    remoteOrigins,
  };
}

function mediaConfig(e: z.infer<typeof EnvSchema>): MediaConfig {
  if (!e.MEDIA_S3_BUCKET) return { mode: 'local', dir: path.resolve(repoRoot, e.MEDIA_DIR) };
  const endpoint = e.MEDIA_S3_ENDPOINT?.replace(/\/+$/, '');
  // A custom endpoint is usually MinIO-like (path style); AWS itself prefers virtual-hosted buckets.
  const forcePathStyle = e.MEDIA_S3_FORCE_PATH_STYLE ? ['true', '1'].includes(e.MEDIA_S3_FORCE_PATH_STYLE) : !!endpoint;
  const bucketUrl = endpoint
    ? forcePathStyle
      ? `${endpoint}/${e.MEDIA_S3_BUCKET}`
      : endpoint.replace('://', `://${e.MEDIA_S3_BUCKET}.`)
    : `https://${e.MEDIA_S3_BUCKET}.s3.${e.MEDIA_S3_REGION}.amazonaws.com`;
  return {
    mode: 's3',
    bucket: e.MEDIA_S3_BUCKET,
    region: e.MEDIA_S3_REGION,
    endpoint,
    accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle,
    publicUrl: (e.MEDIA_PUBLIC_URL ?? bucketUrl).replace(/\/+$/, ''),
  };
}
