import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDialogParts } from '../ui/dialog.tsx';

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

function DiscardPrompt(props: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  // Radix's alert dialog comes with the kit's dialogs (../ui/dialog-parts.tsx), loaded by the dialog it guards.
  const parts = useDialogParts(props.open);
  return parts ? <parts.DiscardPrompt {...props} text={DISCARD_TEXT} /> : null;
}
