import { createContext, useContext, useState, type ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * A round picture with initials beneath it: the initials show until the picture has loaded (and for
 * good when it fails or there is none), the picture covers them once it has.
 *
 * Our own, not Radix's: Radix's Avatar loads the picture in a layout effect and sets state there, so
 * every avatar in a commit (the header's, each feed card's) made React re-render synchronously and run
 * all the screen's passive effects in the commit's task (total blocking time). Here the browser
 * loads the <img> itself and the only state change is the load or error event's.
 */
/** What became of which picture: a new `src` starts out loading again. */
type Outcome = { src: string; status: 'loaded' | 'failed' } | null;
const AvatarContext = createContext<{ outcome: Outcome; settle: (outcome: Outcome) => void } | null>(null);

export function Avatar({ className, ...props }: ComponentProps<'span'>) {
  const [outcome, settle] = useState<Outcome>(null);
  return (
    <AvatarContext.Provider value={{ outcome, settle }}>
      <span className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full bg-muted', className)} {...props} />
    </AvatarContext.Provider>
  );
}

/** `alt` is required: the avatar's own words for a screen reader, or "" beside a name already read out. */
export function AvatarImage({ className, src, alt, onLoad, onError, ...props }: ComponentProps<'img'> & { alt: string }) {
  const avatar = useContext(AvatarContext);
  if (!src || (avatar?.outcome?.src === src && avatar.outcome.status === 'failed')) return null;
  return (
    <img
      src={src}
      alt={alt}
      className={cn('absolute inset-0 z-[1] aspect-square size-full object-cover', className)}
      onLoad={(event) => {
        onLoad?.(event);
        avatar?.settle({ src, status: 'loaded' });
      }}
      onError={(event) => {
        onError?.(event);
        avatar?.settle({ src, status: 'failed' });
      }}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<'span'>) {
  const avatar = useContext(AvatarContext);
  // Hidden once the picture shown has loaded (a picture with transparent parts shows no initials through it).
  if (avatar?.outcome?.status === 'loaded') return null;
  return (
    <span className={cn('flex size-full items-center justify-center rounded-full bg-muted text-sm font-semibold', className)} {...props} />
  );
}
