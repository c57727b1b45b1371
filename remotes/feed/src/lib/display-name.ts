/** The name an angler goes by (spec part 1 §2): display name, else first plus last name. */
export function displayNameOf(
  person: { displayName?: string | null; firstName?: string | null; lastName?: string | null } | null | undefined,
  fallback = 'Angler',
): string {
  if (!person) return fallback;
  const display = person.displayName?.trim();
  if (display) return display;
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || fallback;
}

/** One or two letters for an avatar without a picture. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
