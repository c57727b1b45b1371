import { useId, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
// From the shared kit, not by relative path: this piece is bundled by the remote that shows it (./forms.ts),
// and the muted words' store must stay the kit's one copy.
import { Button, Input, Label, MUTED_WORDS_LIMIT, normalMutedWord, setMutedWords, useMutedWordsState } from '@tightlines/kit';
import { MODERATION_LIMITS } from '@tightlines/contracts';

/** The settings section where an angler mutes and unmutes words (kept with their account, on every device). */
export function MutedWordsSetting() {
  const id = useId();
  const { words, notSaved } = useMutedWordsState();
  const [word, setWord] = useState('');
  function add(event: FormEvent) {
    event.preventDefault();
    if (!normalMutedWord(word)) return;
    setMutedWords([...words, word]);
    setWord('');
  }
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-border p-4">
      <div>
        <h3 id={`${id}-title`} className="text-base font-medium">
          Muted Words
        </h3>
        <p className="text-sm text-muted-foreground">
          Posts, questions and messages with these words are folded away for you only, on every device you sign in on.
        </p>
      </div>
      <form className="flex gap-2" onSubmit={add}>
        <Label htmlFor={`${id}-word`} className="sr-only">
          Word to mute
        </Label>
        <Input
          id={`${id}-word`}
          value={word}
          maxLength={MODERATION_LIMITS.mutedWordChars}
          placeholder="A word or phrase"
          onChange={(e) => setWord(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!normalMutedWord(word) || words.length >= MUTED_WORDS_LIMIT}>
          Mute
        </Button>
      </form>
      {notSaved && (
        <p role="alert" className="text-sm text-destructive">
          Not saved: {notSaved}. They fold here until you reload.
        </p>
      )}
      {words.length > 0 && (
        <ul aria-label="Muted words" className="flex flex-wrap gap-2">
          {words.map((w) => (
            <li key={w} className="inline-flex items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-sm">
              {w}
              <button
                type="button"
                aria-label={`Unmute ${w}`}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-background"
                onClick={() => setMutedWords(words.filter((other) => other !== w))}
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
