/**
 * The ids of the community guidelines' rules (their words live in the contract's COMMUNITY_GUIDELINES,
 * which a test holds equal to this list). An action must cite one; statements and the audit log keep it.
 */
export const GUIDELINE_IDS = [
  'respect',
  'no-threats',
  'no-spam',
  'no-nudity',
  'legal-fishing',
  'honest-catches',
  'privacy',
  'age-appropriate',
] as const;
export type GuidelineId = (typeof GUIDELINE_IDS)[number];
export const isGuideline = (id: string): id is GuidelineId => (GUIDELINE_IDS as readonly string[]).includes(id);
