import { CircleDashed, Landmark, MapPin } from 'lucide-react';
import type { LocationPrecision } from '@tightlines/contracts';
import { cn } from '../ui/cn.ts';

interface ShieldedPlaceProps {
  /** The precision this viewer got (null: a post from before the shield, or one without a place). */
  precision: LocationPrecision | null;
  /** The author's words for the place (the server leaves them out at Hidden). */
  location: string | null;
  /** The gazetteer's nearest town, what 'Place name only' shows. */
  placeName: string | null;
  className?: string;
  iconClassName?: string;
  /** 'span' inside a line of text (a paragraph may not hold a paragraph). */
  as?: 'p' | 'span';
}

const APPROXIMATE: Partial<Record<LocationPrecision, string>> = { '1km': 'within about 1 km', '10km': 'within about 10 km' };

/**
 * A catch's or trip's place as this viewer may see it: a pin with the words at Exact, a circle (never
 * a pin) with "within about 1 km / 10 km" when approximate, the town for Place name only, nothing at
 * all when Hidden. `data-shield` tells which, for journeys. Null `location`: the words are shown elsewhere.
 */
export function ShieldedPlace({ precision, location, placeName, className, iconClassName = 'size-4', as: Line = 'p' }: ShieldedPlaceProps) {
  if (precision === 'hidden') return null;
  const approximate = precision ? APPROXIMATE[precision] : undefined;
  const words = precision === 'place' ? (placeName ?? location) : location;
  // An approximate place without words (the card names it elsewhere) still says how approximate.
  if (!words && !approximate) return null;
  const Icon = approximate ? CircleDashed : precision === 'place' ? Landmark : MapPin;
  return (
    <Line
      className={cn('flex min-w-0 items-center gap-1 text-sm text-muted-foreground', className)}
      data-shield={approximate ? 'circle' : precision === 'place' ? 'town' : 'pin'}
    >
      <Icon aria-hidden className={cn('shrink-0', iconClassName)} />
      <span className="min-w-0 break-words">
        {words}
        {approximate && (
          <span className="whitespace-nowrap">{words ? ` · ${approximate}` : approximate[0]!.toUpperCase() + approximate.slice(1)}</span>
        )}
      </span>
    </Line>
  );
}
