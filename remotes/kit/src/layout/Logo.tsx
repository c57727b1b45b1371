import type { ComponentProps } from 'react';
import { useId } from 'react';
import { cn } from '../ui/cn.ts';

/**
 * The Tightlines mark: a hooked line curving into a leaping fish over a ripple.
 * Inline SVG so it scales, themes with currentColor-free gradients, and needs no extra request.
 */
export function LogoMark({ className, title = 'Tightlines', ...props }: ComponentProps<'svg'> & { title?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={title} className={cn('size-10', className)} {...props}>
      <defs>
        <linearGradient id={`${id}-water`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f8aa8" />
          <stop offset="1" stopColor="#0b3a52" />
        </linearGradient>
        <linearGradient id={`${id}-fish`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ffd7a8" />
          <stop offset="1" stopColor="#f0803c" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${id}-water)`} />
      <path d="M10 47c6-4 11-4 17 0s11 4 17 0 10-4 10-4" fill="none" stroke="#9fe3f0" strokeWidth="3" strokeLinecap="round" opacity=".8" />
      <path d="M10 54c6-3 11-3 17 0s11 3 17 0 10-3 10-3" fill="none" stroke="#9fe3f0" strokeWidth="2" strokeLinecap="round" opacity=".45" />
      <path d="M44 6v16" stroke="#e8f6fa" strokeWidth="2" strokeLinecap="round" />
      <path d="M15 36c4-10 14-16 25-14l7-5-1 8c2 2 3 4 3 6-7 6-19 9-34 5z" fill={`url(#${id}-fish)`} />
      <circle cx="40" cy="29" r="1.8" fill="#0b3a52" />
      <path d="M15 36l-6-6 2 9z" fill="#f0803c" />
    </svg>
  );
}

/** Mark plus wordmark, for the header and the landing screen. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark title={compact ? 'Tightlines' : ''} aria-hidden={!compact} />
      {!compact && <span className="text-xl font-extrabold tracking-tight">Tightlines</span>}
    </span>
  );
}

/** The logo as an image URL, for places that need `src` (the avatar falls back to it). */
export const logoDataUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f8aa8"/><stop offset="1" stop-color="#0b3a52"/></linearGradient><linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffd7a8"/><stop offset="1" stop-color="#f0803c"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#w)"/><path d="M10 47c6-4 11-4 17 0s11 4 17 0 10-4 10-4" fill="none" stroke="#9fe3f0" stroke-width="3" stroke-linecap="round" opacity=".8"/><path d="M44 6v16" stroke="#e8f6fa" stroke-width="2" stroke-linecap="round"/><path d="M15 36c4-10 14-16 25-14l7-5-1 8c2 2 3 4 3 6-7 6-19 9-34 5z" fill="url(#f)"/><circle cx="40" cy="29" r="1.8" fill="#0b3a52"/><path d="M15 36l-6-6 2 9z" fill="#f0803c"/></svg>',
)}`;
