import { Link } from 'react-router';
import type { ReportableKind } from '@tightlines/contracts';

/** The console's page of one item: reachable whether or not it still has open reports, to act on it again. */
export const itemPath = (kind: ReportableKind, itemId: string) => `/operator/items/${kind}/${encodeURIComponent(itemId)}`;

export function ItemLink({ kind, itemId, children = 'Open the item' }: { kind: ReportableKind; itemId: string; children?: string }) {
  return (
    <Link to={itemPath(kind, itemId)} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
