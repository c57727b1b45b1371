import { useId, type ReactNode } from 'react';
import { SPECIES } from '@tightlines/contracts';
import { Field, fieldErrorProps, Input, Label, NativeSelect, Textarea } from '@tightlines/kit';
import { Switch } from '../ui/switch.tsx';
import type { TripFields } from './trip-draft.ts';

const options = {
  water: [
    ['clear', 'Clear'],
    ['murky', 'Murky'],
    ['choppy', 'Choppy'],
    ['calm', 'Calm'],
  ],
  weather: [
    ['sunny', 'Sunny'],
    ['cloudy', 'Cloudy'],
    ['rainy', 'Rainy'],
    ['windy', 'Windy'],
  ],
  time: [
    ['dawn', 'Dawn'],
    ['morning', 'Morning'],
    ['afternoon', 'Afternoon'],
    ['evening', 'Evening'],
    ['night', 'Night'],
  ],
  tip: [
    ['bait', 'Bait'],
    ['technique', 'Technique'],
    ['timing', 'Timing'],
    ['location', 'Location'],
    ['weather', 'Weather'],
    ['equipment', 'Equipment'],
  ],
} as const;

/** The payload fields this form shows, by the name the server uses for them (species, count and method go into the notes). */
export const TRIP_FORM_FIELDS = [
  'waterCondition',
  'weatherCondition',
  'temperature',
  'timeOfDay',
  'notes',
  'tipTitle',
  'tipContent',
  'tipCategory',
] as const;
type FormField = (typeof TRIP_FORM_FIELDS)[number];
export type TripFieldChange = <K extends keyof TripFields>(key: K, value: TripFields[K]) => void;

function Choices({ list }: { list: readonly (readonly [string, string])[] }) {
  return list.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
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
 * A trip's own fields (spec §3, §5): conditions, catch details for a successful trip, notes,
 * location sharing and an optional tip; beside each field the server's message when a log named it.
 * `tipHint` says where a shared tip will appear (a tip needs a spot); `children` stand after Share Location
 * (Log Trip's 'Who can see this trip').
 */
export function TripFieldsForm({
  fields,
  change,
  errorOf = () => undefined,
  tipHint = 'Help other anglers at this spot.',
  children,
}: {
  fields: TripFields;
  change: TripFieldChange;
  errorOf?: (field: FormField) => string | undefined;
  tipHint?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const speciesList = `${id}-species-list`;
  const field = (name: FormField) => ({ id: `${id}-${name}`, error: errorOf(name) });
  const invalid = (name: FormField) => ({ id: `${id}-${name}`, ...fieldErrorProps(`${id}-${name}`, errorOf(name)) });
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Field {...field('waterCondition')} label="Water Condition">
          <NativeSelect
            {...invalid('waterCondition')}
            value={fields.waterCondition}
            onChange={(e) => change('waterCondition', e.target.value as TripFields['waterCondition'])}
          >
            <option value="">Select...</option>
            <Choices list={options.water} />
          </NativeSelect>
        </Field>
        <Field {...field('weatherCondition')} label="Weather">
          <NativeSelect
            {...invalid('weatherCondition')}
            value={fields.weatherCondition}
            onChange={(e) => change('weatherCondition', e.target.value as TripFields['weatherCondition'])}
          >
            <option value="">Select...</option>
            <Choices list={options.weather} />
          </NativeSelect>
        </Field>
        <Field {...field('temperature')} label="Temperature (°F)">
          <Input
            {...invalid('temperature')}
            type="number"
            inputMode="decimal"
            value={fields.temperature}
            onChange={(e) => change('temperature', e.target.value)}
            placeholder="e.g., 65"
          />
        </Field>
        <Field {...field('timeOfDay')} label="Time of Day">
          <NativeSelect
            {...invalid('timeOfDay')}
            value={fields.timeOfDay}
            onChange={(e) => change('timeOfDay', e.target.value as TripFields['timeOfDay'])}
          >
            <option value="">Select...</option>
            <Choices list={options.time} />
          </NativeSelect>
        </Field>
      </div>
      {fields.fishingSuccess && (
        <fieldset className="grid gap-3 rounded-xl border border-border p-3">
          <legend className="px-1 font-semibold">Catch Details</legend>
          <Field id={`${id}-species`} label="Species">
            <Input
              id={`${id}-species`}
              list={speciesList}
              value={fields.species}
              onChange={(e) => change('species', e.target.value)}
              placeholder="e.g., Rainbow Trout"
            />
            <datalist id={speciesList}>
              {SPECIES.map((species) => (
                <option key={species.slug} value={species.name} />
              ))}
            </datalist>
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={`${id}-count`} label="Count">
              <Input
                id={`${id}-count`}
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                value={fields.count}
                onChange={(e) => change('count', e.target.value)}
                placeholder="0"
              />
            </Field>
            <Field id={`${id}-method`} label="Method">
              <Input
                id={`${id}-method`}
                value={fields.method}
                onChange={(e) => change('method', e.target.value)}
                placeholder="e.g., Trolling"
              />
            </Field>
          </div>
        </fieldset>
      )}
      <Field {...field('notes')} label="Notes">
        <Textarea
          {...invalid('notes')}
          rows={3}
          value={fields.notes}
          onChange={(e) => change('notes', e.target.value)}
          placeholder="Anything worth remembering about this trip?"
        />
      </Field>
      <SwitchRow
        id={`${id}-share-location`}
        label="Share Location"
        hint="Show where you fished with this trip. Turn off to keep the spot to yourself."
        checked={fields.shareLocation}
        onChange={(on) => change('shareLocation', on)}
      />
      {children}
      <SwitchRow
        id={`${id}-share-tip`}
        label="Share a Tip"
        hint={tipHint}
        checked={fields.shareTip}
        onChange={(on) => change('shareTip', on)}
      />
      {fields.shareTip && (
        <div className="grid gap-3 rounded-xl bg-muted/50 p-3">
          <Field {...field('tipTitle')} label="Tip Title">
            <Input
              {...invalid('tipTitle')}
              value={fields.tipTitle}
              onChange={(e) => change('tipTitle', e.target.value)}
              placeholder="e.g., Fish the drop-off at dawn"
              maxLength={120}
            />
          </Field>
          <Field {...field('tipContent')} label="Tip Content">
            <Textarea
              {...invalid('tipContent')}
              rows={3}
              value={fields.tipContent}
              onChange={(e) => change('tipContent', e.target.value)}
              placeholder="What worked, and how?"
            />
          </Field>
          <Field {...field('tipCategory')} label="Category">
            <NativeSelect
              {...invalid('tipCategory')}
              value={fields.tipCategory}
              onChange={(e) => change('tipCategory', e.target.value as TripFields['tipCategory'])}
            >
              <Choices list={options.tip} />
            </NativeSelect>
          </Field>
        </div>
      )}
    </div>
  );
}
