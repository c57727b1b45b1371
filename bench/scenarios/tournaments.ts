/**
 * The tournaments scenarios on the real app: the Tightlines backend in its own process on its own
 * database (tightlines_bench_tournaments), the data set of tournaments/dataset.ts, and a pool of
 * anglers signed in through the real OIDC flow who take part in the starting event.
 *
 * - the leaderboard of a 10,000-participant, 100,000-entry tournament (kept standings, not a recount);
 * - the tournament list with a random status / search / location filter;
 * - the start of a big event: participants opening the event and its leaderboard while entries with
 *   photos pour in (one request in four is a catch with a ~25 KB photo through the media port).
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import sharp from 'sharp';
import { signIn } from '../../backend/test/support/sign-in.ts';
import { withClient } from '../support/postgres.ts';
import type { BenchContext, Scenario } from '../support/scenario.ts';
import { BIG_EVENT, ENTRIES, PARTICIPANTS, STARTING_EVENT, TOURNAMENTS, tournamentsDataset } from './tournaments/dataset.ts';
import { benchAppEnv } from '../support/app-env.ts';

const POOL = 48;
interface TournamentsApp {
  url: string;
  databaseUrl: string;
  sessions: string[];
}
let shared: Promise<TournamentsApp> | undefined;
/** Set by the first prepare; requests() runs after it. */
const sessions: string[] = [];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const keep = async () => {};

function tournamentsApp(ctx: BenchContext): Promise<TournamentsApp> {
  shared ??= (async () => {
    const databaseUrl = await ctx.databaseUrl('tightlines_bench_tournaments');
    const server = await ctx.startServer({
      entry: 'backend/src/main.ts',
      env: benchAppEnv(databaseUrl, { MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tl-bench-media-')) }),
      startTimeoutMs: 120_000,
    });
    await ctx.dataset(databaseUrl, tournamentsDataset);
    for (let k = 1; k <= POOL; k += 8) {
      const clients = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn({ url: server.url }, `Tourney Bench ${k + i}`)));
      sessions.push(...clients.map((c) => c.cookieHeader('/api/tournaments')));
    }
    await withClient(databaseUrl, async (c) => {
      // The event starts now (the data set may be days old), and the signed-in pool takes part in it.
      await c.query(
        `UPDATE tournaments SET start_date = now() - interval '5 seconds', end_date = now() + interval '2 hours',
                       registration_deadline = now() - interval '1 day' WHERE id = $1`,
        [STARTING_EVENT],
      );
      const { rowCount } = await c.query(
        `INSERT INTO tournament_participants (id, tournament_id, angler_id, participant_name, joined_at)
         SELECT gen_random_uuid(), $1, id, display_name, now() - interval '1 day' FROM users WHERE display_name LIKE 'Tourney Bench %'
         ON CONFLICT (tournament_id, angler_id) DO NOTHING`,
        [STARTING_EVENT],
      );
      await c.query('UPDATE tournaments SET participant_count = participant_count + $2 WHERE id = $1', [STARTING_EVENT, rowCount ?? 0]);
      await c.query('ANALYZE tournament_participants');
    });
    ctx.log(`${sessions.length} anglers signed in; the starting event begins now`);
    return { url: server.url, databaseUrl, sessions: [...sessions] };
  })();
  return shared;
}

const leaderboard: Scenario = {
  name: 'tournament leaderboard, 10⁴ participants / 10⁵ entries (real app)',
  description: `GET /api/tournaments/:id/leaderboard (top 50) of a running tournament with ${PARTICIPANTS.toLocaleString('en')} participants and ${ENTRIES.toLocaleString('en')} entries`,
  target: { minRatio: 0.5, maxP99Ms: 25 },
  async prepare(ctx) {
    const app = await tournamentsApp(ctx);
    ctx.note(
      `${TOURNAMENTS.toLocaleString('en')} tournaments; standings kept per angler as entries are judged, read along tournament_standings_rank_idx.`,
    );
    await ctx.explain(
      app.databaseUrl,
      'leaderboard, top 50 (one prepared statement)',
      `select s.angler_id, s.score::float8 as score, s.points, s.fish_count, s.best_weight_kg::float8, s.best_length_cm::float8, s.best_species, s.reached_at,
              p.participant_name, p.team_name, p.profile_image_url
       from tournament_standings s join tournament_participants p on p.tournament_id = s.tournament_id and p.angler_id = s.angler_id
       where s.tournament_id = $1::uuid order by s.score desc, s.reached_at, s.angler_id limit 50`,
      [BIG_EVENT],
    );
    return { url: app.url, close: keep };
  },
  requests: () => {
    return () => ({ path: `/api/tournaments/${BIG_EVENT}/leaderboard`, headers: { cookie: pick(sessions) } });
  },
};

const FILTERS = [
  '',
  '?status=upcoming',
  '?status=active',
  '?status=completed',
  '?search=bass',
  '?location=tahoe',
  '?status=upcoming&search=walleye',
];
const list: Scenario = {
  name: 'tournament list with filters (real app)',
  description: `GET /api/tournaments with one of ${FILTERS.length} status/search/location filters over ${TOURNAMENTS.toLocaleString('en')} tournaments`,
  target: { maxP99Ms: 25 },
  async prepare(ctx) {
    const app = await tournamentsApp(ctx);
    return { url: app.url, close: keep };
  },
  requests: () => {
    return () => ({ path: `/api/tournaments${pick(FILTERS)}`, headers: { cookie: pick(sessions) } });
  },
};

/** Photos of the starting event: a few different pictures (so the duplicate check has work), made once. */
let photos: string[] = [];
async function makePhotos() {
  photos = await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="rgb(${30 * i},120,150)"/>
        <ellipse cx="${200 + i * 50}" cy="300" rx="220" ry="80" fill="#6b8e23"/><rect x="${500 - i * 30}" y="420" width="200" height="80" fill="#fff"/></svg>`;
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    }),
  );
}

const eventStart: Scenario = {
  name: 'tournament start: participants open the event while catches with photos arrive (real app)',
  description:
    'Of every 4 requests: the event, its leaderboard, its participants tab, and one catch with a photo (POST, through the media port and the duplicate check)',
  target: {},
  async prepare(ctx) {
    const app = await tournamentsApp(ctx);
    await makePhotos();
    ctx.note(
      `The event has ${1000 + POOL} participants; each POST carries a ~${Math.round(photos[0]!.length / 1024)} KB photo as a data URL.`,
    );
    return { url: app.url, close: keep };
  },
  requests: () => {
    let n = 0;
    return () => {
      const cookie = pick(sessions);
      const headers = { cookie };
      switch (n++ % 4) {
        case 0:
          return { path: `/api/tournaments/${STARTING_EVENT}`, headers: { cookie } };
        case 1:
          return { path: `/api/tournaments/${STARTING_EVENT}/leaderboard`, headers: { cookie } };
        case 2:
          return { path: `/api/tournaments/${STARTING_EVENT}/participants`, headers: { cookie } };
        default:
          return {
            method: 'POST',
            path: `/api/tournaments/${STARTING_EVENT}/entries`,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              species: 'largemouth-bass',
              weight: 1 + Math.round(Math.random() * 400) / 100,
              method: 'Spinning',
              locationName: 'Dock',
              photoDataUrl: pick(photos),
            }),
          };
      }
    };
  },
};

export default [leaderboard, list, eventStart];
