import { keysetCursor } from '../../../../platform/http/keyset-cursor.ts';
import type { SearchPosition } from '../../application/ports.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

/** Angler search pages are ordered by the name searched on, the id breaking ties. */
export const searchCursor = keysetCursor<SearchPosition>(
  (p) => [p.searchName, p.id],
  ([searchName, id]) => (typeof searchName === 'string' && typeof id === 'string' && isId(id) ? { searchName, id } : null),
);
