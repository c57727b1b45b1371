import { inject } from 'inversify';
import { Appeals, EntryFindings, type Appeal, type FindingRead } from './ports.ts';

/** What the review adds to an entry: the findings with their reasons, and its appeal. */
export interface EntryReview {
  findings: FindingRead[];
  appeal: Appeal | null;
}

export const NOTHING_TO_REVIEW: EntryReview = { findings: [], appeal: null };

/** Reads the review side of a page of entries in two queries, whatever its length. */
export class EntryReviews {
  constructor(
    @inject(EntryFindings) private readonly findings: EntryFindings,
    @inject(Appeals) private readonly appeals: Appeals,
  ) {}

  async of(entryIds: readonly string[]): Promise<Map<string, EntryReview>> {
    const [findings, appeals] = await Promise.all([this.findings.of(entryIds), this.appeals.of(entryIds)]);
    return new Map(entryIds.map((id) => [id, { findings: findings.get(id) ?? [], appeal: appeals.get(id) ?? null }]));
  }
}
