import sharp from 'sharp';
import { RegisterAdvertiser } from '../modules/advertising/application/register-advertiser.ts';
import { CreateCampaign } from '../modules/advertising/application/create-campaign.ts';
import { AddAd } from '../modules/advertising/application/add-ad.ts';
import { ChangeCampaign } from '../modules/advertising/application/change-campaign.ts';
import { AdvertiserRepository } from '../modules/advertising/application/ports.ts';
import type { DemoContribution } from './seed-demo-data.ts';

const DAY = 86_400_000;
/** The demo advertisers' portal password (demo data only: DEMO_DATA is off in production). */
export const DEMO_ADVERTISER_PASSWORD = 'tightlines-demo';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
async function bannerDataUrl(title: string, color: string): Promise<string> {
  const png = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="314">
      <rect width="600" height="314" fill="${color}"/>
      <path d="M0 240 Q150 210 300 240 T600 240 V314 H0 Z" fill="#ffffff" opacity="0.15"/>
      <text x="300" y="170" font-family="sans-serif" font-size="40" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text>
    </svg>`),
  )
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const ADVERTISERS = [
  {
    companyName: 'Reel Deals Tackle Shop',
    website: 'https://reeldeals.example',
    industry: 'Tackle and bait',
    email: 'demo@reeldeals.example',
    first: ['Rita', 'Reel'],
    color: '#1d4e89',
    campaigns: [
      {
        name: 'Spring soft plastics sale',
        description: 'Soft plastics and jig heads for the spring bite',
        ads: [
          {
            title: '20% off soft plastics',
            content: 'Senkos, flukes and craws — stock up before the spawn.',
            url: 'https://reeldeals.example/soft-plastics',
          },
          {
            title: 'Jig heads from $3',
            content: 'Every weight from 1/16 to 1 oz, in store and online.',
            url: 'https://reeldeals.example/jig-heads',
          },
        ],
      },
      {
        name: 'Fly fishing starter kits',
        description: 'Rod, reel, line and flies in one box',
        ads: [
          {
            title: 'Start fly fishing today',
            content: 'A complete 5-weight kit with a free casting lesson.',
            url: 'https://reeldeals.example/fly-kits',
          },
        ],
      },
    ],
  },
  {
    companyName: 'Blue Water Charters',
    website: 'https://bluewatercharters.example',
    industry: 'Fishing charters',
    email: 'demo@bluewatercharters.example',
    first: ['Cody', 'Captain'],
    color: '#0f766e',
    campaigns: [
      {
        name: 'Half-day offshore trips',
        description: 'Mahi, tuna and snapper with an experienced crew',
        ads: [
          {
            title: 'Offshore half-days from $99',
            content: 'Tackle, bait and licences included. Book your spot.',
            url: 'https://bluewatercharters.example/half-day',
          },
          {
            title: 'Sunset snapper trips',
            content: 'Four hours on the reef as the sun goes down.',
            url: 'https://bluewatercharters.example/sunset',
          },
        ],
      },
      {
        name: 'Family fishing days',
        description: 'Calm water trips for kids and first-timers',
        ads: [
          {
            title: 'Kids fish free this month',
            content: 'Bring the family on a calm-water trip — under-12s go free.',
            url: 'https://bluewatercharters.example/family',
          },
        ],
      },
    ],
  },
] as const;

/**
 * Two approved demo advertisers (a tackle shop and a charter company), each with active campaigns in
 * every placement and image ads, so every ad slot shows an ad on the first start. Their portal users
 * sign in with DEMO_ADVERTISER_PASSWORD. Made through advertising's own use cases.
 */
export const seedAdvertisers: DemoContribution = async ({ container, now, mark }) => {
  const register = container.get(RegisterAdvertiser);
  const createCampaign = container.get(CreateCampaign);
  const addAd = container.get(AddAd);
  const changeCampaign = container.get(ChangeCampaign);
  const advertisers = container.get<AdvertiserRepository>(AdvertiserRepository);
  const advertiserIds: string[] = [];
  const campaignIds: string[] = [];
  for (const a of ADVERTISERS) {
    const { advertiserId } = await register.run({
      companyName: a.companyName,
      website: a.website,
      industry: a.industry,
      contactEmail: a.email,
      primaryUser: { email: a.email, firstName: a.first[0], lastName: a.first[1], password: DEMO_ADVERTISER_PASSWORD },
    });
    await advertisers.decide(advertiserId, 'active');
    advertiserIds.push(advertiserId);
    for (const c of a.campaigns) {
      const id = await createCampaign.run(advertiserId, {
        name: c.name,
        description: c.description,
        startsAt: new Date(now.getTime() - 7 * DAY).toISOString(),
        endsAt: new Date(now.getTime() + 365 * DAY).toISOString(),
        budget: 50_000,
        cpm: 2,
        cpc: 0.5,
        placements: ['header', 'sidebar', 'footer', 'native'],
      });
      for (const ad of c.ads) {
        await addAd.run(advertiserId, id, {
          title: ad.title,
          content: ad.content,
          image: await bannerDataUrl(ad.title, a.color),
          targetUrl: ad.url,
        });
      }
      await changeCampaign.run(advertiserId, id, { status: 'active' });
      campaignIds.push(id);
    }
  }
  await mark('advertiser', advertiserIds);
  await mark('campaign', campaignIds);
};
