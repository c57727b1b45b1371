import { REPORTABLE_KINDS, type ReportableKind } from '../../domain/reportable-kind.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { keysetCursor } from '../../../../platform/http/keyset-cursor.ts';
import type { QueueKey } from '../../application/ports.ts';

/** Where a queue page ended: its open reports, last report time and the item. */
export const queueCursor = keysetCursor<QueueKey>(
  (k) => [String(k.openReports), k.lastReportedAt.toISOString(), k.kind, k.itemId],
  ([count, at, kind, itemId, ...rest]) =>
    rest.length === 0 &&
    typeof count === 'string' &&
    /^\d{1,9}$/.test(count) &&
    typeof at === 'string' &&
    !Number.isNaN(Date.parse(at)) &&
    typeof kind === 'string' &&
    (REPORTABLE_KINDS as readonly string[]).includes(kind) &&
    typeof itemId === 'string' &&
    isId(itemId)
      ? { openReports: Number(count), lastReportedAt: new Date(at), kind: kind as ReportableKind, itemId }
      : null,
);

/** Where an audit log page ended: the number of its last line. */
export const auditCursor = keysetCursor<number>(
  (seq) => [String(seq)],
  ([seq, ...rest]) => (rest.length === 0 && typeof seq === 'string' && /^\d{1,18}$/.test(seq) ? Number(seq) : null),
);
