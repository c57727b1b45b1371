import type { ReactElement, ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/** Spec part 1 §9: one toast at a time; a dismissed toast is only forgotten after this delay. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  /** An element built with the kit's ToastAction. */
  action?: ReactElement;
  variant?: ToastVariant;
  duration?: number;
}

export interface ShownToast extends ToastInput {
  id: string;
  open: boolean;
}

/*
 * A module-level store (not React context) so any remote can raise a toast: the kit is a
 * shared singleton, so every remote and the shell see this same store and one Toaster.
 */
let toasts: ShownToast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ShownToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  // Node (tests) must not stay alive for a toast nobody will see.
  (timer as { unref?: () => void }).unref?.();
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) => publish(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}
