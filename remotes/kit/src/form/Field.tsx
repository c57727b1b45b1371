import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { Label } from '../ui/input.tsx';
import { FieldError, fieldHintId } from './FieldError.tsx';

interface FieldProps {
  /** The input's id: the label points at it, the hint's and the error's ids are made from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The one labelled form field of every screen: its label, the control, an optional hint under it, and
 * its message (the form's own check or the server's) when there is one. The input points at both with
 * `fieldErrorProps(id, error, { hinted: true })` (without a hint: `fieldErrorProps(id, error)`).
 * A required field is marked with an asterisk (the input itself carries `required` or
 * `aria-required` for screen readers).
 */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      {/* The mark sits beside the label, not in it: the field's name stays its label alone. */}
      <div className="flex items-baseline">
        <Label htmlFor={id}>{label}</Label>
        {required && <RequiredMark />}
      </div>
      {children}
      {hint && (
        <p id={fieldHintId(id)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
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
