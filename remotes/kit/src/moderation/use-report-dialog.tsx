import { createElement, lazy, Suspense, useState, type ReactNode } from 'react';
import type { ReportTarget } from './ReportDialog.tsx';

// The dialog's code loads when an angler first reports something, not with every screen that shows a menu.
const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

/**
 * A report dialog for one item, for a menu that already exists: `open` is the menu item's onSelect, and
 * `dialog` is rendered beside the menu (a dialog cannot live inside the menu that closes).
 */
export function useReportDialog(target: ReportTarget): { open: () => void; dialog: ReactNode } {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  const dialog =
    state === 'never'
      ? null
      : createElement(
          Suspense,
          { fallback: null },
          createElement(ReportDialog, {
            target,
            open: state === 'open',
            onOpenChange: (open: boolean) => setState(open ? 'open' : 'closed'),
          }),
        );
  return { open: () => setState('open'), dialog };
}
