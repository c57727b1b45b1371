import { sql } from '../../../../platform/db/sql.ts';

/** domain/visibility.ts's isReadableBy for a message `m`: its sender, or its recipient while it is not hidden. */
export const readableBy = (readerId: string) =>
  sql`(m.sender_id = ${readerId}::uuid or (m.recipient_id = ${readerId}::uuid and m.hidden_at is null))`;
