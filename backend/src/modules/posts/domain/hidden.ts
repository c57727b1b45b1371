/**
 * A post or trip hidden by moderation: since when, and the guideline it breaks (null when reports by
 * several anglers hid it before an operator looked). Its author still sees it, marked; nobody else does
 * (the rule is domain/visibility.ts's `shownAs`).
 */
export interface Hidden {
  ruleId: string | null;
  at: Date;
}
