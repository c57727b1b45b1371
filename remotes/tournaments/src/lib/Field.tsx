import type { ReactNode } from 'react';
import { FieldError, Label } from '@tightlines/kit';

/** A labelled field with an optional hint, and its message (from the form's own check or the server's). */
export function Field({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <FieldError inputId={id} message={error} />
    </div>
  );
}
