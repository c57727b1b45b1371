import { useId } from 'react';
import { Input, Label, NativeSelect, Switch, Textarea, fieldErrorProps } from '@tightlines/kit';
import { SPECIES } from '@tightlines/contracts';
import type { TripDraft } from '../lib/trip-payload.ts';
import { Field } from '../ui/Field.tsx';

const options = {
  water: [['clear', 'Clear'], ['murky', 'Murky'], ['choppy', 'Choppy'], ['calm', 'Calm']],
  weather: [['sunny', 'Sunny'], ['cloudy', 'Cloudy'], ['rainy', 'Rainy'], ['windy', 'Windy']],
  time: [['dawn', 'Dawn'], ['morning', 'Morning'], ['afternoon', 'Afternoon'], ['evening', 'Evening'], ['night', 'Night']],
  tip: [['bait', 'Bait'], ['technique', 'Technique'], ['timing', 'Timing'], ['location', 'Location'], ['weather', 'Weather'], ['equipment', 'Equipment']],
} as const;

type Change = <K extends keyof TripDraft>(key: K, value: TripDraft[K]) => void;

/** The payload fields this step shows, by the name the server uses for them (species, count and method go into the notes). */
export const DETAILS_FIELDS = ['waterCondition', 'weatherCondition', 'temperature', 'timeOfDay', 'notes', 'tipTitle', 'tipContent', 'tipCategory'] as const;
type DetailsField = (typeof DETAILS_FIELDS)[number];
type ErrorOf = (field: DetailsField) => string | undefined;

function Choices({ list }: { list: readonly (readonly [string, string])[] }) {
  return list.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

function SwitchRow({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3">
      <div>
        <Label htmlFor={id} className="text-base">
          {label}
        </Label>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} className="mt-1" />
    </div>
  );
}

/**
 * Step 3: conditions, catch details for a successful trip, notes, location sharing and an
 * optional tip; beside each field, the server's message when a log named it.
 */
export function DetailsStep({ draft, change, errorOf = () => undefined }: { draft: TripDraft; change: Change; errorOf?: ErrorOf }) {
  const speciesList = useId();
  const field = (id: string, name: DetailsField) => ({ id, error: errorOf(name) });
  const invalid = (id: string, name: DetailsField) => fieldErrorProps(id, errorOf(name));
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold">Trip details</h3>
      <div className="grid grid-cols-2 gap-3">
        <Field {...field('trip-water', 'waterCondition')} label="Water Condition">
          <NativeSelect id="trip-water" {...invalid('trip-water', 'waterCondition')} value={draft.waterCondition} onChange={(e) => change('waterCondition', e.target.value as TripDraft['waterCondition'])}>
            <option value="">Select...</option>
            <Choices list={options.water} />
          </NativeSelect>
        </Field>
        <Field {...field('trip-weather', 'weatherCondition')} label="Weather">
          <NativeSelect id="trip-weather" {...invalid('trip-weather', 'weatherCondition')} value={draft.weatherCondition} onChange={(e) => change('weatherCondition', e.target.value as TripDraft['weatherCondition'])}>
            <option value="">Select...</option>
            <Choices list={options.weather} />
          </NativeSelect>
        </Field>
        <Field {...field('trip-temperature', 'temperature')} label="Temperature (°F)">
          <Input id="trip-temperature" {...invalid('trip-temperature', 'temperature')} type="number" inputMode="decimal" value={draft.temperature} onChange={(e) => change('temperature', e.target.value)} placeholder="e.g., 65" />
        </Field>
        <Field {...field('trip-time', 'timeOfDay')} label="Time of Day">
          <NativeSelect id="trip-time" {...invalid('trip-time', 'timeOfDay')} value={draft.timeOfDay} onChange={(e) => change('timeOfDay', e.target.value as TripDraft['timeOfDay'])}>
            <option value="">Select...</option>
            <Choices list={options.time} />
          </NativeSelect>
        </Field>
      </div>
      {draft.fishingSuccess && (
        <fieldset className="grid gap-3 rounded-xl border border-border p-3">
          <legend className="px-1 font-semibold">Catch Details</legend>
          <Field id="trip-species" label="Species">
            <Input id="trip-species" list={speciesList} value={draft.species} onChange={(e) => change('species', e.target.value)} placeholder="e.g., Rainbow Trout" />
            <datalist id={speciesList}>
              {SPECIES.map((species) => (
                <option key={species.slug} value={species.name} />
              ))}
            </datalist>
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id="trip-count" label="Count">
              <Input id="trip-count" type="number" inputMode="numeric" min="0" step="1" value={draft.count} onChange={(e) => change('count', e.target.value)} placeholder="0" />
            </Field>
            <Field id="trip-method" label="Method">
              <Input id="trip-method" value={draft.method} onChange={(e) => change('method', e.target.value)} placeholder="e.g., Trolling" />
            </Field>
          </div>
        </fieldset>
      )}
      <Field {...field('trip-notes', 'notes')} label="Notes">
        <Textarea id="trip-notes" {...invalid('trip-notes', 'notes')} rows={3} value={draft.notes} onChange={(e) => change('notes', e.target.value)} placeholder="Anything worth remembering about this trip?" />
      </Field>
      <SwitchRow
        id="trip-share-location"
        label="Share Location"
        hint="Show where you fished with this trip. Turn off to keep the spot to yourself."
        checked={draft.shareLocation}
        onChange={(on) => change('shareLocation', on)}
      />
      <Field id="trip-privacy" label="Who can see this trip">
        <NativeSelect id="trip-privacy" value={draft.privacy} onChange={(e) => change('privacy', e.target.value as TripDraft['privacy'])}>
          <option value="public">Public</option>
          <option value="mates">Mates only</option>
          <option value="private">Only me</option>
        </NativeSelect>
      </Field>
      <SwitchRow
        id="trip-share-tip"
        label="Share a Tip"
        hint={draft.spot ? 'Help other anglers at this spot.' : "Tips appear on a spot's page: pick a popular spot to share one."}
        checked={draft.shareTip}
        onChange={(on) => change('shareTip', on)}
      />
      {draft.shareTip && (
        <div className="grid gap-3 rounded-xl bg-muted/50 p-3">
          <Field {...field('trip-tip-title', 'tipTitle')} label="Tip Title">
            <Input id="trip-tip-title" {...invalid('trip-tip-title', 'tipTitle')} value={draft.tipTitle} onChange={(e) => change('tipTitle', e.target.value)} placeholder="e.g., Fish the drop-off at dawn" maxLength={120} />
          </Field>
          <Field {...field('trip-tip-content', 'tipContent')} label="Tip Content">
            <Textarea id="trip-tip-content" {...invalid('trip-tip-content', 'tipContent')} rows={3} value={draft.tipContent} onChange={(e) => change('tipContent', e.target.value)} placeholder="What worked, and how?" />
          </Field>
          <Field {...field('trip-tip-category', 'tipCategory')} label="Category">
            <NativeSelect id="trip-tip-category" {...invalid('trip-tip-category', 'tipCategory')} value={draft.tipCategory} onChange={(e) => change('tipCategory', e.target.value as TripDraft['tipCategory'])}>
              <Choices list={options.tip} />
            </NativeSelect>
          </Field>
        </div>
      )}
    </div>
  );
}
