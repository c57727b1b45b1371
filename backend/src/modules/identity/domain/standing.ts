/** Whether an angler may take part: in good standing, suspended until a time, or banned for good. */
export type Standing = { standing: 'good' } | { standing: 'suspended'; until: Date } | { standing: 'banned' };

/** What identity keeps of an angler's standing: when a suspension ends, when a ban began (null: none). */
export interface StandingRecord {
  suspendedUntil: Date | null;
  bannedAt: Date | null;
}

/**
 * The angler's standing at `now`: a ban wins over a suspension, and a suspension whose time has
 * passed reads good (nobody has to lift it).
 */
export function standingAt(record: StandingRecord, now: Date): Standing {
  if (record.bannedAt) return { standing: 'banned' };
  if (record.suspendedUntil && record.suspendedUntil.getTime() > now.getTime())
    return { standing: 'suspended', until: record.suspendedUntil };
  return { standing: 'good' };
}
