import { useCallback, useRef, useState, type ReactNode } from 'react';
import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { Button } from '../ui/button.tsx';

/** The words of the question (the spec is silent: our choice, asserted in tests). */
export const DISCARD_TEXT = {
  title: 'Discard your changes?',
  description: 'What you typed here will be lost.',
  keep: 'Keep Editing',
  discard: 'Discard',
} as const;

/**
 * Asks before typed content is thrown away. `confirm(then)` runs `then` at once when nothing was
 * typed (`dirty` false), otherwise shows 'Discard your changes?' and runs it only on Discard;
 * Keep Editing (or Escape) leaves the form as it was, focus back where the angler was.
 * Render `prompt` inside the dialog it guards. Route the dialog's own close there:
 * `onOpenChange={(next) => next ? open() : guard.confirm(close)}`.
 */
export function useDiscardGuard(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const confirm = useCallback((then: () => void) => {
    if (dirtyNow.current) setPending(() => then);
    else then();
  }, []);
  const prompt: ReactNode = (
    <DiscardPrompt
      open={pending !== null}
      onKeep={() => setPending(null)}
      onDiscard={() => {
        const then = pending;
        setPending(null);
        then?.();
      }}
    />
  );
  return { confirm, prompt, asking: pending !== null };
}

function DiscardPrompt({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  // Where focus was when the question came up (the close button, a field): Keep Editing returns there.
  const before = useRef<Element | null>(null);
  if (open && !before.current) before.current = globalThis.document?.activeElement ?? null;
  return (
    <AlertPrimitive.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <AlertPrimitive.Content
          onCloseAutoFocus={(event) => {
            const target = before.current;
            before.current = null;
            if (target instanceof HTMLElement && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-[60] grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl"
        >
          <AlertPrimitive.Title className="text-lg font-semibold">{DISCARD_TEXT.title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-muted-foreground">{DISCARD_TEXT.description}</AlertPrimitive.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel asChild>
              <Button variant="outline">{DISCARD_TEXT.keep}</Button>
            </AlertPrimitive.Cancel>
            <AlertPrimitive.Action asChild>
              <Button
                variant="destructive"
                onClick={() => {
                  // The dialog it guards closes now: its own opener gets focus, not a field inside it.
                  before.current = null;
                  onDiscard();
                }}
              >
                {DISCARD_TEXT.discard}
              </Button>
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
