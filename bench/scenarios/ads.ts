/**
 * The ads scenarios on the real app: the Tightlines backend in its own process on its own
 * database (tightlines_bench_ads) with 10 approved advertisers × 10 active campaigns (every
 * placement, one ad each), made once through the app's own calls (register, operator approval,
 * the campaign builder), and a fresh pool of signed-in anglers each run (the per-viewer frequency
 * cap counts per day).
 *
 * - the app's signed-in floor on the same app and pool (GET /api/auth/user): the yardstick of the
 *   issue's "≥ 80 % of the signed-in floor's throughput";
 * - ad serving: GET /api/ads for a placement or the native list — eligibility (approved advertiser,
 *   active campaign in its schedule, budget and pacing left, targeting) over the campaigns each
 *   process keeps in memory, the viewer's frequency cap (from memory: one prepared statement per
 *   viewer every 5 s at most), a random pick and an HMAC-signed token per ad (a serve writes nothing:
 *   its row is made by its impression);
 * - impressions: POST /api/ads/:id/impression, each with its own served token (fetched before the
 *   load), billed with the others arriving within milliseconds in one statement (campaign rows
 *   locked in id order, each charged what its budget still holds); after the run every campaign's
 *   spend is checked to equal its billed impressions × price, its day rollups, and to stay within
 *   its budget.
 */
import { randomUUID } from 'node:crypto';
import type { Ad, AdvertiserUser, CampaignDetail } from '@tightlines/contracts';
import { HttpClient } from '../../backend/test/support/http-client.ts';
import { signIn } from '../../backend/test/support/sign-in.ts';
import { devEmailOf } from '../../backend/src/platform/auth/dev-provider/dev-provider.ts';
import { subjectForName } from '../../backend/src/platform/auth/dev-provider/dev-account.ts';
import { withClient } from '../support/postgres.ts';
import type { BenchContext, Scenario } from '../support/scenario.ts';
import { benchSeconds } from '../support/load.ts';
import { benchAppEnv } from '../support/app-env.ts';
import { grantOperator } from '../support/operator.ts';

const ADVERTISERS = 10;
const CAMPAIGNS_EACH = 10;
const VIEWERS = 48;
const OPERATOR = 'Ads Bench Operator';
/** 2 cents CPM: 20 micros an impression; 10 cents a click. */
const CPM = 0.02;
const CPC = 0.1;

interface AdsApp {
  url: string;
  databaseUrl: string;
}
let shared: Promise<AdsApp> | undefined;
const viewers: string[] = [];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const keep = async () => {};

/** Registers the advertisers, has the operator approve them and builds their campaigns — once per database. */
async function buildCampaigns(url: string, databaseUrl: string, ctx: BenchContext) {
  const existing = await withClient(databaseUrl, (c) =>
    c.query<{ n: string }>(`select count(*) as n from ad_campaigns where status = 'active'`),
  );
  if (Number(existing.rows[0]!.n) >= ADVERTISERS * CAMPAIGNS_EACH) return;
  const operator = await signIn({ url }, OPERATOR);
  await grantOperator(databaseUrl, devEmailOf(subjectForName(OPERATOR)));
  for (let a = 1; a <= ADVERTISERS; a++) {
    const shop = new HttpClient(url);
    const email = `bench-${randomUUID().slice(0, 8)}@ads-bench.example`;
    const registered = await shop.send<{ advertiserId: string }>('POST', '/api/advertisers/register', {
      companyName: `Bench Tackle ${a}`,
      contactEmail: email,
      primaryUser: { email, firstName: 'Bench', lastName: `Owner ${a}`, password: 'bench-password' },
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
    const login = await shop.send<AdvertiserUser>('POST', '/api/advertisers/login', { email, password: 'bench-password' });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
    const approved = await operator.send('PUT', `/api/advertising/advertisers/${registered.json.advertiserId}/status`, {
      status: 'active',
    });
    if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${approved.text}`);
    const base = `/api/advertisers/${registered.json.advertiserId}/campaigns`;
    for (let c = 1; c <= CAMPAIGNS_EACH; c++) {
      const campaign = await shop.send<CampaignDetail>('POST', base, {
        name: `Bench campaign ${a}.${c}`,
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        budget: 1_000_000,
        cpm: CPM,
        cpc: CPC,
        placements: ['header', 'sidebar', 'footer', 'native'],
      });
      if (campaign.status !== 201) throw new Error(`campaign: ${campaign.status} ${campaign.text}`);
      const ad = await shop.send('POST', `${base}/${campaign.json.id}/ads`, {
        title: `Bench ad ${a}.${c}`,
        content: 'Rods, reels and bait for the season.',
        targetUrl: `https://bench-${a}.example/${c}`,
      });
      if (ad.status !== 201) throw new Error(`ad: ${ad.status} ${ad.text}`);
      const active = await shop.send('PATCH', `${base}/${campaign.json.id}`, { status: 'active' });
      if (active.status !== 200) throw new Error(`activate: ${active.status} ${active.text}`);
    }
  }
  ctx.log(`${ADVERTISERS * CAMPAIGNS_EACH} campaigns built through the app's calls`);
}

function adsApp(ctx: BenchContext): Promise<AdsApp> {
  shared ??= (async () => {
    const databaseUrl = await ctx.databaseUrl('tightlines_bench_ads');
    const server = await ctx.startServer({
      entry: 'backend/src/main.ts',
      env: benchAppEnv(databaseUrl),
      startTimeoutMs: 120_000,
    });
    await buildCampaigns(server.url, databaseUrl, ctx);
    const run = randomUUID().slice(0, 6);
    for (let k = 1; k <= VIEWERS; k += 8) {
      const clients = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn({ url: server.url }, `Ads Viewer ${run} ${k + i}`)));
      viewers.push(...clients.map((c) => c.cookieHeader('/api/ads')));
    }
    ctx.log(`${viewers.length} anglers signed in`);
    return { url: server.url, databaseUrl };
  })();
  return shared;
}

const floor: Scenario = {
  name: 'ads: signed-in floor on the ads app (real app)',
  description: 'GET /api/auth/user as a signed-in angler, on the same app, database and pool as ad serving: the yardstick of its ratio',
  target: {},
  async prepare(ctx) {
    return { url: (await adsApp(ctx)).url, close: keep };
  },
  requests: () => () => ({ path: '/api/auth/user', headers: { cookie: pick(viewers) } }),
};

const PLACEMENTS = ['?placement=header', '?placement=sidebar', '?placement=footer', ''];
const serving: Scenario = {
  name: 'ads: serving a placement or the native list (real app)',
  description: `GET /api/ads for header, sidebar, footer or the native list (up to 5 ads) among ${ADVERTISERS * CAMPAIGNS_EACH} active campaigns, as a signed-in angler: eligibility and pacing over the campaigns in the process's memory, the frequency cap, a signed token per ad`,
  target: { maxP99Ms: 10 },
  async prepare(ctx) {
    const app = await adsApp(ctx);
    ctx.note(
      `${ADVERTISERS} advertisers × ${CAMPAIGNS_EACH} campaigns, every placement, one ad each; ${VIEWERS} signed-in anglers. Compare its req/s with 'ads: signed-in floor' (issue: ≥ 80 %).`,
    );
    await ctx.explain(
      app.databaseUrl,
      "one viewer's impressions per campaign in the last day (the frequency cap, read at most every 5 s per viewer and process)",
      `select campaign_id, count(*)::int as n from ad_serves where viewer = $1 and impressed_at > now() - interval '1 day' group by campaign_id`,
      [`angler:${randomUUID()}`],
    );
    return { url: app.url, close: keep };
  },
  requests: () => {
    let n = 0;
    return () => ({ path: `/api/ads${PLACEMENTS[n++ % PLACEMENTS.length]}`, headers: { cookie: pick(viewers) } });
  },
};

/** Served tokens waiting for their impression, each with the viewer it was served to. */
const tokens: { id: string; token: string; cookie: string }[] = [];
let impressionsStartedAt: Map<string, number> = new Map();

async function fetchTokens(url: string, count: number) {
  const clients = viewers.map((cookie) => ({ cookie }));
  let batches = 0;
  while (tokens.length < count && batches < count) {
    const round = await Promise.all(
      Array.from({ length: 32 }, async () => {
        const viewer = pick(clients);
        const res = await fetch(`${url}/api/ads`, { headers: { cookie: viewer.cookie } });
        return ((await res.json()) as Ad[]).map((ad) => ({ id: ad.id, token: ad.token, cookie: viewer.cookie }));
      }),
    );
    for (const served of round) tokens.push(...served);
    batches++;
  }
}

const impressions: Scenario = {
  name: 'ads: impressions billed, budgets exact (real app)',
  description:
    'POST /api/ads/:id/impression, each with its own served token, billed once in per-process batches (one statement: serve rows, campaign charges under their row locks, day rollups); spend checked against billed events after the run',
  target: {},
  async prepare(ctx) {
    const app = await adsApp(ctx);
    const before = await withClient(app.databaseUrl, (c) =>
      c.query<{ id: string; impressions: string }>('select id, impressions from ad_campaigns'),
    );
    impressionsStartedAt = new Map(before.rows.map((r) => [r.id, Number(r.impressions)]));
    // Enough tokens for 3,500 impressions a second over warm-up and measurement.
    const wanted = 3_500 * (benchSeconds() + 3);
    const started = Date.now();
    await fetchTokens(app.url, wanted);
    ctx.log(`${tokens.length} tokens served in ${Math.round((Date.now() - started) / 1000)} s`);
    return {
      url: app.url,
      close: async () => {
        const check = await withClient(app.databaseUrl, (c) =>
          c.query<{ campaigns: string; billed: string; wrong_price: string; wrong_rollup: string; over_budget: string; spent: string }>(
            `select count(*) as campaigns,
                    sum(c.impressions) as billed,
                    count(*) filter (where c.spent_micros <> c.impressions * c.cpm_cents * 10 + c.clicks * c.cpc_cents * 10000) as wrong_price,
                    count(*) filter (where c.spent_micros <> coalesce(d.spent, 0) or c.impressions <> coalesce(d.impressions, 0)) as wrong_rollup,
                    count(*) filter (where c.spent_micros > c.budget_micros) as over_budget,
                    sum(c.spent_micros) as spent
               from ad_campaigns c
               left join (select campaign_id, sum(spent_micros) as spent, sum(impressions) as impressions from ad_daily group by campaign_id) d
                      on d.campaign_id = c.id`,
          ),
        );
        const r = check.rows[0]!;
        const billedNow = Number(r.billed) - [...impressionsStartedAt.values()].reduce((a, b) => a + b, 0);
        const line =
          `After the run: ${billedNow.toLocaleString('en')} impressions billed in this scenario (${Number(r.billed).toLocaleString('en')} in all), ` +
          `${r.campaigns} campaigns, spend $${(Number(r.spent) / 1e6).toFixed(2)} in all; campaigns whose spend ≠ billed events × price: ${r.wrong_price}, ` +
          `≠ their day rollups: ${r.wrong_rollup}, over budget: ${r.over_budget}.`;
        ctx.note(line);
        ctx.log(line);
        if (Number(r.wrong_price) + Number(r.wrong_rollup) + Number(r.over_budget) > 0) throw new Error(`budgets not exact: ${line}`);
      },
    };
  },
  requests: () => {
    let next = 0;
    return () => {
      // Past the fetched tokens a replay would only count a duplicate; there are enough for the run.
      const served = tokens[next++ % tokens.length]!;
      return {
        method: 'POST',
        path: `/api/ads/${served.id}/impression`,
        headers: { cookie: served.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ token: served.token }),
      };
    };
  },
};

export default [floor, serving, impressions];
