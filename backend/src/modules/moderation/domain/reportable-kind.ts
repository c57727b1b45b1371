/** What can be reported (the contract's REPORTABLE_KINDS; the domain imports nothing from contracts). */
export const REPORTABLE_KINDS = [
  'post',
  'trip',
  'question',
  'answer',
  'message',
  'group',
  'group_message',
  'spot',
  'tip',
  'tournament',
  'profile',
] as const;
export type ReportableKind = (typeof REPORTABLE_KINDS)[number];

/** Only these are removed for good; everything else is hidden. */
export const REMOVABLE_KINDS: readonly ReportableKind[] = ['group', 'spot', 'tournament'];
export const isRemovable = (kind: ReportableKind): boolean => REMOVABLE_KINDS.includes(kind);
