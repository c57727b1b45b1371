import { cn } from '../ui/cn.ts';

/** The id of a field's error message, for the input's aria-describedby. */
export const fieldErrorId = (inputId: string) => `${inputId}-error`;

/** The id of a field's hint (the `Field`'s line under the input), for the input's aria-describedby. */
export const fieldHintId = (inputId: string) => `${inputId}-hint`;

/**
 * What the input needs to point at its error: marked invalid and described by the message — and by
 * its `Field`'s hint when it has one (`{ hinted: true }`). Nothing about an error while the field is
 * fine, so the attributes never lie.
 */
export function fieldErrorProps(inputId: string, message: string | undefined, { hinted = false }: { hinted?: boolean } = {}) {
  const describedBy = [hinted && fieldHintId(inputId), message && fieldErrorId(inputId)].filter(Boolean).join(' ');
  return {
    ...(message ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/**
 * A field's error, right under it: announced when it appears (role=alert) and tied to the input
 * through `fieldErrorProps`. Renders nothing without a message.
 */
export function FieldError({ inputId, message, className }: { inputId: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(inputId)} role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      {message}
    </p>
  );
}
