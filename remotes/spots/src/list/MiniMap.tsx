import { MapPin } from 'lucide-react';

/**
 * A spot's small map (spec §2: when coordinates exist). With a maps key it is Google's static map of
 * the place; without one, a drawn chart square with the pin and the coordinates, so the card keeps
 * its shape and still says where.
 */
export function MiniMap({
  latitude,
  longitude,
  name,
  mapsKey: key,
}: {
  latitude: number;
  longitude: number;
  name: string;
  /** The maps key (useMapsKey), read once by the list rather than once a card. */
  mapsKey: string | null | undefined;
}) {
  if (key) {
    const src =
      `https://maps.googleapis.com/maps/api/staticmap?center=${latitude},${longitude}&zoom=10&size=400x140&scale=2` +
      `&markers=color:0xf2762e%7C${latitude},${longitude}&key=${encodeURIComponent(key)}`;
    return <img src={src} alt={`Map of ${name}`} loading="lazy" className="h-28 w-full rounded-xl object-cover" />;
  }
  return (
    <div
      role="img"
      aria-label={`${name} at ${latitude.toFixed(3)}, ${longitude.toFixed(3)}`}
      className="relative h-28 w-full overflow-hidden rounded-xl bg-gradient-to-br from-sky-200 via-teal-100 to-emerald-100 dark:from-sky-950 dark:via-teal-950 dark:to-emerald-950"
    >
      <svg
        aria-hidden
        viewBox="0 0 400 140"
        preserveAspectRatio="none"
        className="absolute inset-0 size-full text-sky-700/20 dark:text-sky-300/20"
      >
        <path d="M0 90 C 80 60, 140 120, 220 80 S 340 40, 400 70" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M0 40 C 70 30, 120 60, 200 35 S 330 10, 400 25" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M0 120 C 100 110, 180 135, 260 115 S 360 100, 400 118" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <MapPin
        aria-hidden
        className="absolute top-1/2 left-1/2 size-8 -translate-x-1/2 -translate-y-full fill-accent text-accent-foreground"
      />
      <span className="absolute right-2 bottom-1.5 rounded-md bg-card/80 px-1.5 text-xs text-muted-foreground">
        {latitude.toFixed(3)}, {longitude.toFixed(3)}
      </span>
    </div>
  );
}
