import { Suspense, useState, type ReactNode } from 'react';

/**
 * For a dialog loaded lazily (React.lazy): draws nothing until it is first opened, then keeps it mounted
 * so it can close (and open again) as a dialog always mounted would. Its code, and a form's schema with
 * it, loads on that first opening instead of with the screen (the JavaScript budget).
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!open && !opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
