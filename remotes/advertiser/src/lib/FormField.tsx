import type { ReactNode } from 'react';
import { FieldError, Label } from '@tightlines/kit';

/** A label, the control, and the control's error under it. */
export function FormField({ id, label, error, hint, children, className }: { id: string; label: string; error?: string; hint?: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `grid content-start gap-2 ${className}` : 'grid content-start gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError inputId={id} message={error} />
    </div>
  );
}
