import { CreateAd, CreateCampaign, type AdPlacement } from '@tightlines/contracts';
import { fieldMessages } from '../lib/issues.ts';

/** What the builder's fields hold, as typed. */
export interface CampaignDraft {
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  budget: string;
  cpm: string;
  cpc: string;
  placements: AdPlacement[];
  targetRegion: boolean;
  lat: string;
  lon: string;
  radiusKm: string;
  species: string;
  adTitle: string;
  adContent: string;
  targetUrl: string;
  image: string | null;
  launch: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local field shows it (the browser's own time zone). */
export const localInput = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;

export function emptyDraft(now: Date): CampaignDraft {
  return {
    name: '',
    description: '',
    startsAt: localInput(now),
    endsAt: localInput(new Date(now.getTime() + 30 * 86_400_000)),
    budget: '',
    cpm: '5.00',
    cpc: '0.50',
    placements: ['header', 'sidebar', 'footer', 'native'],
    targetRegion: false,
    lat: '',
    lon: '',
    radiusKm: '50',
    species: '',
    adTitle: '',
    adContent: '',
    targetUrl: 'https://',
    image: null,
    launch: true,
  };
}

/** A typed amount: '' is not 0, it is missing (NaN fails the schema with its own message). */
const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** A datetime-local value as an ISO instant; an empty or broken one stays as typed so the schema names it. */
const instant = (local: string) => {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

export type DraftCheck =
  | { ok: true; campaign: CreateCampaign; ad: CreateAd; launch: boolean }
  | { ok: false; errors: Record<string, string> };

/**
 * The builder's fields checked by the contracts' own schemas before anything is sent, so a
 * campaign is never created without the ad the same form promised. Errors are keyed by the
 * field names the form shows ('name', 'budget', 'ad.title', 'targeting.region.lat').
 */
export function checkDraft(d: CampaignDraft): DraftCheck {
  const species = d.species
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const campaign = CreateCampaign.safeParse({
    name: d.name,
    description: d.description.trim() || undefined,
    startsAt: instant(d.startsAt),
    endsAt: instant(d.endsAt),
    budget: amount(d.budget),
    cpm: amount(d.cpm),
    cpc: amount(d.cpc),
    placements: d.placements,
    targeting: {
      region: d.targetRegion ? { lat: amount(d.lat), lon: amount(d.lon), radiusKm: amount(d.radiusKm) } : null,
      species,
    },
  });
  const ad = CreateAd.safeParse({ title: d.adTitle, content: d.adContent, targetUrl: d.targetUrl.trim(), image: d.image ?? undefined });
  const errors = {
    ...(campaign.success ? {} : fieldMessages(campaign.error.issues)),
    ...(ad.success ? {} : Object.fromEntries(Object.entries(fieldMessages(ad.error.issues)).map(([k, v]) => [`ad.${k}`, v]))),
  };
  if (!campaign.success || !ad.success) return { ok: false, errors };
  return { ok: true, campaign: campaign.data, ad: ad.data, launch: d.launch };
}
