import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import {
  ApiError,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Textarea,
  cn,
  fieldErrorProps,
  toast,
  useGuardedClose,
  Field,
} from '@tightlines/kit';
import { Switch } from '@tightlines/kit/forms';
import { AD_PLACEMENTS, CAMPAIGN_LIMITS, type AdPlacement, type AdvertiserAccountStatus } from '@tightlines/contracts';
import { useAdvertiser, useBuildCampaign } from '../api/portal.ts';
import { HELD_CAMPAIGN } from '../dashboard/StatusBadges.tsx';
import { serverFieldMessages } from '../lib/issues.ts';
import { AdFields } from './AdFields.tsx';
import { checkDraft, emptyDraft, type CampaignDraft } from './campaign-draft.ts';

export const PLACEMENT_LABEL: Record<AdPlacement, string> = {
  header: 'Header',
  sidebar: 'Sidebar (desktop)',
  footer: 'Footer',
  native: 'In the feed (native)',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-2xl border border-border p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The campaign builder: what the campaign is, when it runs, what it may spend and at which
 * prices, where it shows and to whom, and its first ad with a picture. Checked with the
 * contracts' schemas first; then the campaign (a draft), its ad and — when asked — its start.
 */
export function CampaignBuilder({
  advertiserId,
  open,
  onOpenChange,
}: {
  advertiserId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The draft as it opened (its dates are today's): anything else is the advertiser's own typing.
  const [blank, setBlank] = useState<CampaignDraft>(() => emptyDraft(new Date()));
  const [draft, setDraft] = useState<CampaignDraft>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const account = useAdvertiser(advertiserId).data?.accountStatus ?? 'pending';
  const build = useBuildCampaign(advertiserId);
  const change = (part: Partial<CampaignDraft>) => setDraft((d) => ({ ...d, ...part }));
  // Closing with something typed asks first; a close (asked or not) starts the next campaign afresh.
  const dialog = useGuardedClose(JSON.stringify(draft) !== JSON.stringify(blank), onOpenChange, () => {
    const fresh = emptyDraft(new Date());
    setBlank(fresh);
    setDraft(fresh);
    setErrors({});
  });
  const togglePlacement = (placement: AdPlacement, on: boolean) =>
    change({
      placements: on
        ? AD_PLACEMENTS.filter((p) => p === placement || draft.placements.includes(p))
        : draft.placements.filter((p) => p !== placement),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    try {
      const campaign = await build.mutateAsync({ campaign: check.campaign, ad: check.ad, launch: check.launch });
      toast({
        title: 'Campaign Created',
        description: createdWords(campaign.status === 'active', account, campaign.name),
      });
      dialog.close();
    } catch (error) {
      setErrors(serverFieldMessages(error));
      toast({
        title: 'Failed to create campaign',
        description: error instanceof ApiError ? error.detail : 'Please try again',
        variant: 'destructive',
      });
    }
  }

  const field = (name: keyof CampaignDraft, label: string, props: ComponentProps<typeof Input> = {}, errorKey: string = name) => (
    <Field id={`campaign-${name}`} label={label} error={errors[errorKey]}>
      <Input
        id={`campaign-${name}`}
        value={String(draft[name] ?? '')}
        onChange={(e) => change({ [name]: e.target.value } as Partial<CampaignDraft>)}
        {...fieldErrorProps(`campaign-${name}`, errors[errorKey])}
        {...props}
      />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Create Campaign</DialogTitle>
          <DialogDescription>Build a campaign and its first ad. It serves once your account is approved.</DialogDescription>
        </DialogHeader>
        <form className="grid min-w-0 gap-5" onSubmit={submit} noValidate aria-label="Create Campaign">
          <Section title="Campaign">
            {field('name', 'Campaign Name', { maxLength: CAMPAIGN_LIMITS.nameChars })}
            <Field id="campaign-description" label="Description" error={errors.description}>
              <Textarea
                id="campaign-description"
                rows={2}
                value={draft.description}
                maxLength={CAMPAIGN_LIMITS.descriptionChars}
                onChange={(e) => change({ description: e.target.value })}
              />
            </Field>
          </Section>
          <Section title="Schedule and budget">
            {/* A date-and-time input is wider than a 360 px phone's column unless its column may shrink it. */}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {field('startsAt', 'Start', { type: 'datetime-local', className: 'min-w-0' })}
              {field('endsAt', 'End', { type: 'datetime-local', className: 'min-w-0' })}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              {field('budget', 'Total Budget ($)', { type: 'number', inputMode: 'decimal', min: 0.01, step: 0.01 })}
              {field('cpm', 'CPM ($ per 1,000 views)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 })}
              {field('cpc', 'CPC ($ per click)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 })}
            </div>
            <p className="text-xs text-muted-foreground">Spend is paced evenly over each day and never passes the total budget.</p>
          </Section>
          <Section title="Placements">
            <fieldset
              className="grid min-w-0 gap-2 sm:grid-cols-2"
              aria-label="Placements"
              aria-describedby={errors.placements ? 'campaign-placements-error' : undefined}
            >
              {AD_PLACEMENTS.map((placement) => (
                <label
                  key={placement}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 text-sm',
                    draft.placements.includes(placement) && 'border-primary bg-secondary/60',
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-primary)]"
                    checked={draft.placements.includes(placement)}
                    onChange={(e) => togglePlacement(placement, e.target.checked)}
                  />
                  {PLACEMENT_LABEL[placement]}
                </label>
              ))}
            </fieldset>
            {errors.placements && (
              <p id="campaign-placements-error" role="alert" className="text-sm font-medium text-destructive">
                {errors.placements}
              </p>
            )}
          </Section>
          <Section title="Targeting (optional)">
            <label className="flex min-h-11 items-center justify-between gap-3 text-sm font-semibold">
              Target a region
              <Switch checked={draft.targetRegion} onCheckedChange={(on) => change({ targetRegion: on })} aria-label="Target a region" />
            </label>
            {draft.targetRegion && (
              <div className="grid gap-4 sm:grid-cols-3">
                {field('lat', 'Latitude', { type: 'number', inputMode: 'decimal', step: 'any' }, 'targeting.region.lat')}
                {field('lon', 'Longitude', { type: 'number', inputMode: 'decimal', step: 'any' }, 'targeting.region.lon')}
                {field('radiusKm', 'Radius (km)', { type: 'number', inputMode: 'decimal', min: 1 }, 'targeting.region.radiusKm')}
              </div>
            )}
            {field('species', 'Species of interest', { placeholder: 'largemouth-bass, rainbow-trout' }, 'targeting.species')}
            <p className="-mt-2 text-xs text-muted-foreground">
              Separate species with commas; leave empty to reach every angler. Ads go to anglers who catch these species; a region reaches
              anglers whose catches are mostly there and anyone browsing catches there.
            </p>
          </Section>
          <Section title="Ad">
            <AdFields idPrefix="campaign-ad" values={draft} errors={errors} onChange={change} />
          </Section>
          <label className="flex min-h-11 items-center justify-between gap-3 rounded-2xl bg-muted/60 px-4 text-sm font-semibold">
            Start serving now
            <Switch checked={draft.launch} onCheckedChange={(on) => change({ launch: on })} aria-label="Start serving now" />
          </label>
          <DialogActions label="Create Campaign" pendingLabel="Creating..." pending={build.isPending} onCancel={dialog.cancel} />
        </form>
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}

/** What the toast says became of a new campaign: live only when it serves now. */
function createdWords(started: boolean, account: AdvertiserAccountStatus, name: string): string {
  if (!started) return `${name} is saved as a draft.`;
  return account === 'active' ? `${name} is live.` : HELD_CAMPAIGN[account].created(name);
}
