import type { ReactNode } from 'react';
import { Label } from '../ui/input.tsx';
import { FieldError } from './FieldError.tsx';

/**
 * A labelled form field with an optional hint under it, and its message (the form's own check or
 * the server's) when there is one; the input points at it with `fieldErrorProps(id, error)`.
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
