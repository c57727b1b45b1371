import { MapPinOff } from 'lucide-react';
import { cn } from '@tightlines/kit';
import { MAP_MESSAGES } from './use-maps-key.ts';

/** The map area when the map cannot be drawn (spec §8: 'Map Error' with the reason). */
export function MapProblem({
  message,
  hint,
  title = MAP_MESSAGES.errorTitle,
  className,
}: {
  message: string;
  hint?: string;
  title?: string;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('flex flex-col items-center justify-center gap-2 rounded-2xl bg-muted p-6 text-center', className)}>
      <MapPinOff aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      {hint && <p className="max-w-sm text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}
