import { useState } from 'react';

/**
 * Which of a screen's lazily loaded dialogs is open, and which have ever been: a dialog is mounted from
 * its first opening on (its chunk loads then) and stays mounted, so it closes with its animation.
 */
export function useLazyDialogs<Which>() {
  const [open, setOpen] = useState<Which | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Which>>(new Set());
  const show = (which: Which) => {
    setOpened((before) => (before.has(which) ? before : new Set(before).add(which)));
    setOpen(which);
  };
  const toggle = (which: Which) => (next: boolean) => (next ? show(which) : setOpen(null));
  return { open, opened, show, toggle };
}
