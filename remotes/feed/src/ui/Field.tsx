import type { ReactNode } from 'react';
import { FieldError, Label } from '@tightlines/kit';

/**
 * A labelled form field with an optional hint under it, and the server's message about it
 * when a call named it (the input itself points at it with `fieldErrorProps(id, error)`).
 */
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
