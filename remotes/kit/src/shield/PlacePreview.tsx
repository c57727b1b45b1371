import { EyeOff } from 'lucide-react';
import { LOCATION_PRECISION_LABELS, type LocationPrecision } from '@tightlines/contracts';
import { cn } from '@tightlines/kit';

/** The circle's radius in the preview for each approximate precision: a tenth of the width is about 1 km. */
const CIRCLE_RADIUS: Partial<Record<LocationPrecision, number>> = { '1km': 9, '10km': 27 };

interface PlacePreviewProps {
  precision: LocationPrecision;
  /** The town 'Place name only' shows (null: not worked out, or none near). */
  town: string | null;
  className?: string;
}

/**
 * What another angler will see of the place, drawn without any maps service: a sketch of water and
 * tracks with a pin for Exact, a circle the size of the grid cell for About 1 km / 10 km (never a pin:
 * the point is only somewhere inside), the town's name for Place name only, and the word Hidden.
 */
export function PlacePreview({ precision, town, className }: PlacePreviewProps) {
  const radius = CIRCLE_RADIUS[precision];
  const label =
    precision === 'exact'
      ? 'a pin on the exact place'
      : radius
        ? `a circle ${LOCATION_PRECISION_LABELS[precision].toLowerCase()} across, no pin`
        : precision === 'place'
          ? `the town name only: ${town ?? 'the nearest town'}`
          : 'nothing: hidden';
  const frame = 'relative h-[72px] w-[112px] shrink-0 overflow-hidden rounded-xl border border-border';
  if (precision === 'place' || precision === 'hidden')
    return (
      <div
        role="img"
        aria-label={`Preview: ${label}`}
        data-preview={precision}
        className={cn(frame, 'grid place-items-center bg-muted p-2 text-center text-xs font-semibold text-muted-foreground', className)}
      >
        {precision === 'place' ? (
          <span className="line-clamp-3 break-words text-foreground">{town ?? 'Nearest town'}</span>
        ) : (
          <span className="flex flex-col items-center gap-1">
            <EyeOff aria-hidden className="size-4" />
            Hidden
          </span>
        )}
      </div>
    );
  return (
    <svg
      role="img"
      aria-label={`Preview: ${label}`}
      data-preview={radius ? 'circle' : 'pin'}
      viewBox="0 0 112 72"
      className={cn(frame, 'bg-secondary/40', className)}
    >
      <path d="M0 52 C 20 40, 34 62, 58 50 S 96 30, 112 42 L112 72 L0 72 Z" className="fill-primary/15" />
      <path d="M0 18 L112 30 M40 0 L52 72 M84 0 L76 72" className="fill-none stroke-border" strokeWidth="1.5" />
      {radius ? (
        <>
          <circle cx="56" cy="34" r={radius} className="fill-primary/25 stroke-primary" strokeWidth="1.5" strokeDasharray="3 2" />
          <circle cx="56" cy="34" r="1.5" className="fill-primary/60" />
        </>
      ) : (
        <path
          d="M56 40 C 50 31, 47 27, 47 22 A 9 9 0 0 1 65 22 C 65 27, 62 31, 56 40 Z M56 19 A 3 3 0 1 0 56.01 19 Z"
          className="fill-accent stroke-card"
          strokeWidth="1"
          fillRule="evenodd"
        />
      )}
    </svg>
  );
}
