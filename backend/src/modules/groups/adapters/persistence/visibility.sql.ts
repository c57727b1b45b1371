import { sql } from '../../../../platform/db/sql.ts';

/** domain/visibility.ts's isGroupSeenBy for a group `g`: not hidden, or the viewer owns it. */
export const groupSeenBy = (viewerId: string) => sql`(g.hidden_at is null or g.owner_id = ${viewerId}::uuid)`;
/** domain/visibility.ts's isMessageSeenBy for a chat message `gm`: not hidden, or the viewer sent it. */
export const messageSeenBy = (viewerId: string) => sql`(gm.hidden_at is null or gm.sender_id = ${viewerId}::uuid)`;
