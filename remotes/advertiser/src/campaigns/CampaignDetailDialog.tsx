import { useState } from 'react';
import { Pause, Play, Plus, Square } from 'lucide-react';
import {
  ApiError,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  apiAddress,
  toast,
} from '@tightlines/kit';
import { CreateAd, type CampaignDetail, type CampaignStatus } from '@tightlines/contracts';
import { useAddAd, useCampaign, useUpdateCampaign } from '../api/portal.ts';
import { CampaignStatusBadge } from '../dashboard/StatusBadges.tsx';
import { formatCount, formatDate, formatMoney, formatRate } from '../lib/format.ts';
import { fieldMessages, serverFieldMessages } from '../lib/issues.ts';
import { AdFields, type AdValues } from './AdFields.tsx';
import { PLACEMENT_LABEL } from './CampaignBuilder.tsx';

/** The moves a campaign's status allows (draft → active ⇄ paused → completed; completed is final). */
const MOVES: Record<CampaignStatus, { to: CampaignStatus; label: string; icon: typeof Play }[]> = {
  draft: [{ to: 'active', label: 'Start Campaign', icon: Play }],
  active: [
    { to: 'paused', label: 'Pause', icon: Pause },
    { to: 'completed', label: 'End Campaign', icon: Square },
  ],
  paused: [
    { to: 'active', label: 'Resume', icon: Play },
    { to: 'completed', label: 'End Campaign', icon: Square },
  ],
  completed: [],
};

/** Why events were not billed, in words (the server's reason codes). */
const UNBILLED_REASON: Record<string, string> = {
  duplicate_impression: 'Impression sent again (counted once)',
  duplicate_click: 'Click sent again (counted once)',
  click_before_impression: 'Click before the ad was viewable',
  invalid_traffic_click_rate: 'Invalid traffic: too many clicks from one viewer',
  budget_spent: 'Budget already spent',
  campaign_not_serving: 'Campaign not serving',
  token_expired: 'Expired ad token',
  own_ad: 'Seen or clicked by your own team (never billed)',
};

/** One campaign: its figures, settings, ads and unbilled events, with its status moves and another ad. */
export function CampaignDetailDialog({
  advertiserId,
  campaignId,
  onClose,
}: {
  advertiserId: string;
  campaignId: string | null;
  onClose: () => void;
}) {
  const campaign = useCampaign(advertiserId, campaignId);
  return (
    <Dialog open={campaignId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        {campaign.data ? (
          <CampaignBody advertiserId={advertiserId} campaign={campaign.data} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Campaign</DialogTitle>
              <DialogDescription>{campaign.isError ? 'This campaign could not be loaded.' : 'Loading...'}</DialogDescription>
            </DialogHeader>
            {!campaign.isError && <Skeleton className="h-48" />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CampaignBody({ advertiserId, campaign: c }: { advertiserId: string; campaign: CampaignDetail }) {
  const update = useUpdateCampaign(advertiserId, c.id);
  async function move(to: CampaignStatus) {
    try {
      await update.mutateAsync({ status: to });
      toast({ title: 'Campaign Updated', description: `${c.name} is now ${to}.` });
    } catch (error) {
      toast({
        title: 'Failed to update campaign',
        description: error instanceof ApiError ? error.detail : 'Please try again',
        variant: 'destructive',
      });
    }
  }
  const figures = [
    ['Spent', `${formatMoney(c.spent)} of ${formatMoney(c.budget)}`],
    ['Impressions', formatCount(c.impressions)],
    ['Clicks', formatCount(c.clicks)],
    ['CTR', formatRate(c.clickThroughRate)],
  ];
  const settings = [
    ['Schedule', `${formatDate(c.startsAt)} – ${formatDate(c.endsAt)}`],
    ['Prices', `${formatMoney(c.cpm)} CPM · ${formatMoney(c.cpc)} CPC`],
    ['Placements', c.placements.map((p) => PLACEMENT_LABEL[p]).join(', ')],
    [
      'Targeting',
      [
        c.targeting.region
          ? `${c.targeting.region.radiusKm} km around ${c.targeting.region.lat}, ${c.targeting.region.lon}`
          : 'Every region',
        c.targeting.species.length ? c.targeting.species.join(', ') : 'every species',
      ].join(' · '),
    ],
  ];
  return (
    <div className="grid min-w-0 gap-5">
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle className="[overflow-wrap:anywhere]">{c.name}</DialogTitle>
          <CampaignStatusBadge status={c.status} />
        </div>
        <DialogDescription>{c.description || 'No description.'}</DialogDescription>
      </DialogHeader>
      {MOVES[c.status].length > 0 && (
        <div className="flex flex-wrap gap-2">
          {MOVES[c.status].map(({ to, label, icon: Icon }) => (
            <Button
              key={to}
              variant={to === 'active' ? 'default' : 'outline'}
              size="sm"
              disabled={update.isPending}
              onClick={() => move(to)}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          ))}
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid gap-2 text-sm">
        {settings.map(([label, value]) => (
          <div key={label} className="grid gap-x-3 sm:grid-cols-[8rem_1fr]">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {c.unbilled.length > 0 && (
        <section aria-labelledby="unbilled" className="grid grid-cols-[minmax(0,1fr)] gap-2">
          <h3 id="unbilled" className="font-semibold">
            Not billed
          </h3>
          <ul className="grid gap-1 text-sm">
            {c.unbilled.map((u) => (
              <li key={u.reason} className="flex justify-between gap-3">
                <span>{UNBILLED_REASON[u.reason] ?? u.reason}</span>
                <span className="tabular-nums">{formatCount(u.events)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="campaign-ads" className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <h3 id="campaign-ads" className="font-semibold">
          Ads ({c.ads.length})
        </h3>
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {c.ads.map((ad) => (
            <li key={ad.id} className="flex min-w-0 gap-3 rounded-xl border border-border p-2">
              {ad.imageUrl ? (
                <img src={apiAddress(ad.imageUrl)} alt="" className="aspect-video w-28 shrink-0 rounded-lg bg-muted object-cover" />
              ) : (
                <span className="aspect-video w-28 shrink-0 rounded-lg bg-muted" aria-hidden />
              )}
              <span className="min-w-0">
                <span className="block truncate font-semibold">{ad.title}</span>
                <span className="line-clamp-2 text-sm text-muted-foreground">{ad.content}</span>
                <span className="block truncate text-xs text-primary">{ad.targetUrl}</span>
              </span>
            </li>
          ))}
        </ul>
        {c.status !== 'completed' && <AddAd advertiserId={advertiserId} campaignId={c.id} />}
      </section>
    </div>
  );
}

const noAd: AdValues = { adTitle: '', adContent: '', targetUrl: 'https://', image: null };

function AddAd({ advertiserId, campaignId }: { advertiserId: string; campaignId: string }) {
  const [values, setValues] = useState<AdValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddAd(advertiserId, campaignId);
  if (!values)
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setValues(noAd)}>
        <Plus aria-hidden />
        Add Another Ad
      </Button>
    );
  async function save() {
    if (!values) return;
    const ad = CreateAd.safeParse({
      title: values.adTitle,
      content: values.adContent,
      targetUrl: values.targetUrl.trim(),
      image: values.image ?? undefined,
    });
    if (!ad.success) {
      setErrors(Object.fromEntries(Object.entries(fieldMessages(ad.error.issues)).map(([k, v]) => [`ad.${k}`, v])));
      return;
    }
    try {
      await add.mutateAsync(ad.data);
      toast({ title: 'Ad Added', description: `${ad.data.title} is part of the campaign.` });
      setValues(null);
      setErrors({});
    } catch (error) {
      setErrors(Object.fromEntries(Object.entries(serverFieldMessages(error)).map(([k, v]) => [`ad.${k}`, v])));
      toast({
        title: 'Failed to add ad',
        description: error instanceof ApiError ? error.detail : 'Please try again',
        variant: 'destructive',
      });
    }
  }
  return (
    <div className="grid gap-4 rounded-2xl border border-border p-4">
      <AdFields
        idPrefix="another-ad"
        values={values}
        errors={errors}
        onChange={(part) => setValues((v) => ({ ...(v ?? noAd), ...part }))}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            setValues(null);
            setErrors({});
          }}
        >
          Cancel
        </Button>
        <Button onClick={save} disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Ad'}
        </Button>
      </div>
    </div>
  );
}
