/**
 * The names the console shows anglers by, even where moderation hid their profile (operators judge whom
 * they see). Bound to identity's cards (adapters/identity/identity-angler-names.ts).
 */
export interface AnglerNames {
  /** Each known angler's name; null when they have none, absent when unknown. */
  namesOf(anglerIds: readonly string[]): Promise<Map<string, string | null>>;
}
export const AnglerNamesToken = Symbol.for('moderation.AnglerNames');
