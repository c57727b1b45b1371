import { useState, type ReactNode } from 'react';
import { EyeOff } from 'lucide-react';
import { mutedWordIn, useMutedWords } from './muted-words.ts';

export const MUTED_TEXT = 'Hidden by your muted words';

/**
 * Folds away something holding one of the angler's muted words, behind "Hidden by your muted words —
 * Show"; shown as usual otherwise, and once the angler asks to see it.
 */
export function MutedFold({
  texts,
  children,
  className,
}: {
  texts: readonly (string | null | undefined)[];
  children: ReactNode;
  className?: string;
}) {
  const words = useMutedWords();
  const [shown, setShown] = useState(false);
  if (shown || !mutedWordIn(texts, words)) return children;
  return (
    <div
      role="note"
      className={
        className ??
        'flex min-h-11 items-center gap-2 rounded-xl border border-dashed border-border px-3 py-2 text-sm text-muted-foreground'
      }
    >
      <EyeOff aria-hidden className="size-4 shrink-0" />
      <span>{MUTED_TEXT} —</span>
      <button
        type="button"
        className="min-h-11 px-1 font-medium text-primary underline-offset-4 hover:underline"
        onClick={() => setShown(true)}
      >
        Show
      </button>
    </div>
  );
}
