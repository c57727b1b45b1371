interface Checks {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A contract's own messages for a form's values, keyed by field (the first message of each). */
export function errorsOf(schema: Checks, values: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** '' → undefined, '12.5' → 12.5 (a number field left empty is not sent). */
export const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
