import { inject } from 'inversify';
import { claimFindings, flagKindsOf, photoPart, type EntryFinding } from '../domain/entry-findings.ts';
import { implausibilitiesOf, type Claim } from '../domain/plausibility.ts';
import type { EntryFlag } from '../domain/entry.ts';
import { EntryFindings, PhotoFingerprints } from './ports.ts';

/**
 * Everything noticed about an entry — its photo's findings and the plausibility of its claimed size —
 * written beside it in the entry's own transaction, with the photo's fingerprints for later searches.
 */
export class EntryEvidence {
  constructor(
    @inject(EntryFindings) private readonly findings: EntryFindings,
    @inject(PhotoFingerprints) private readonly fingerprints: PhotoFingerprints,
  ) {}

  judge(photo: readonly EntryFinding[], claim: Claim): { findings: EntryFinding[]; flags: EntryFlag[] } {
    const findings = [...photoPart(photo), ...claimFindings(implausibilitiesOf(claim))];
    return { findings, flags: flagKindsOf(findings) };
  }

  /** What was noticed about the photo the entry already has (an edit keeping it). */
  async photoFindingsOf(entryId: string): Promise<EntryFinding[]> {
    return photoPart((await this.findings.of([entryId])).get(entryId) ?? []);
  }

  /** `fingerprints`: the fresh photo's hashes; null keeps the ones stored. */
  async keep(entryId: string, findings: readonly EntryFinding[], fingerprints: readonly bigint[] | null): Promise<void> {
    await this.findings.put(entryId, findings);
    if (fingerprints) await this.fingerprints.put(entryId, fingerprints);
  }
}
