import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../api/api-error.ts';

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The message for one field: its own, else the first about something inside it
 * (`tags` covers `tags.3`, `catchDetails` covers `catchDetails.species`).
 */
export function fieldErrorOf(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const inside = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return inside ? errors[inside] : undefined;
}

/** The server's field messages of a failed call: a 4xx whose body named fields; none otherwise. */
export function fieldErrorsOfFailure(error: unknown): FieldErrors {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.fieldErrors : {};
}

/**
 * A form's server-side field errors. After a failed call `show(error)` keeps the fields the
 * server named (and says whether there were any); `of('title')` is the message to show beside
 * the title; `clear()` forgets them when the angler submits again.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const show = useCallback((error: unknown) => {
    const named = fieldErrorsOfFailure(error);
    setErrors(named);
    return Object.keys(named).length > 0;
  }, []);
  const clear = useCallback(() => setErrors({}), []);
  return useMemo(
    () => ({
      errors,
      show,
      clear,
      of: (field: string) => fieldErrorOf(errors, field),
      /** Messages about fields other than these (e.g. on a wizard step no longer shown). */
      besides: (fields: readonly string[]) =>
        Object.entries(errors)
          .filter(([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)))
          .map(([, message]) => message),
    }),
    [errors, show, clear],
  );
}
