import type { ReactNode } from 'react';
import { Label } from '../ui/input.tsx';
import { FieldError } from './FieldError.tsx';

/**
 * A labelled form field with an optional hint under it, and its message (the form's own check or
 * the server's) when there is one; the input points at it with `fieldErrorProps(id, error)`.
 * A required field is marked with an asterisk (the input itself carries `required` or
 * `aria-required` for screen readers).
 */
export function Field({ id, label, hint, error, required, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      {/* The mark sits beside the label, not in it: the field's name stays its label alone. */}
      <div className="flex items-baseline">
        <Label htmlFor={id}>{label}</Label>
        {required && <RequiredMark />}
      </div>
      {children}
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <FieldError inputId={id} message={error} />
    </div>
  );
}

/** The asterisk after a required field's label (seen, not read: the input says it is required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  );
}

/** The line at the top of a form that explains the asterisk. */
export function RequiredNote() {
  return (
    <p className="text-sm text-muted-foreground">
      Fields marked <RequiredMark /> are required.
    </p>
  );
}
