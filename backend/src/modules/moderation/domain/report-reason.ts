/** Why an angler reports (the contract's REPORT_REASONS, by id). */
export const REPORT_REASON_IDS = ['spam', 'harassment', 'violence', 'nudity', 'illegal', 'false_information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASON_IDS)[number];
