import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { placesRoutes, type LocationDefaults, type LocationPrecision } from '@tightlines/contracts';
import { call } from '@tightlines/kit';
import { PlacePreview } from './PlacePreview.tsx';
import { PrecisionChoice } from './PrecisionChoice.tsx';

interface LocationShieldFieldsProps {
  value: LocationDefaults;
  onChange: (value: LocationDefaults) => void;
  /** The place being shared, for the town 'Place name only' previews (none: a settings page). */
  point?: { latitude: number; longitude: number } | null;
  disabled?: boolean;
  /** The server's word on the choice (a 422: mates may not see less than everyone). */
  error?: string;
  /** Shown above the choices; null where the dialog's own title says it already. */
  heading?: string | null;
}

const AUDIENCES = [
  { key: 'publicPrecision', label: 'Everyone sees' },
  { key: 'matesPrecision', label: 'Mates see' },
] as const satisfies ReadonlyArray<{ key: keyof LocationDefaults; label: string }>;

/**
 * How precisely everyone and how precisely mates see the place, each with a preview of what they will
 * see: the share and trip dialogs (prefilled from the angler's defaults) and the settings' Location
 * section show the same controls.
 */
export function LocationShieldFields({ value, onChange, point, disabled, error, heading = 'Who sees where' }: LocationShieldFieldsProps) {
  const id = useId();
  const wantsTown = !!point && (value.publicPrecision === 'place' || value.matesPrecision === 'place');
  const town = useQuery({
    queryKey: ['places', 'nearby-name', point?.latitude, point?.longitude],
    // The gazetteer's nearest town, as the server names it for 'Place name only'.
    queryFn: async ({ signal }) => {
      const [nearest] = await call(placesRoutes.nearby, {
        query: { latitude: point!.latitude, longitude: point!.longitude, limit: 1 },
        signal,
      });
      return nearest?.label ?? null;
    },
    enabled: wantsTown,
    staleTime: Infinity,
  });
  const set = (key: keyof LocationDefaults, precision: LocationPrecision) => onChange({ ...value, [key]: precision });
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sr-only">{heading ?? 'Who sees where'}</legend>
      {/* Seen, not read twice: a legend does not take part in the fieldset's grid, so its spacing cannot be set. */}
      {heading && (
        <p aria-hidden className="text-sm font-medium">
          {heading}
        </p>
      )}
      {AUDIENCES.map(({ key, label }) => (
        <div key={key} className="flex min-w-0 items-start gap-3">
          <div className="grid min-w-0 flex-1 gap-1.5">
            <span id={`${id}-${key}`} className="text-sm text-muted-foreground">
              {label}
            </span>
            <PrecisionChoice labelledBy={`${id}-${key}`} value={value[key]} onChange={(p) => set(key, p)} disabled={disabled} />
          </div>
          <PlacePreview precision={value[key]} town={town.data ?? null} className="mt-6" />
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
