import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  NativeSelect,
  Textarea,
  toast,
  useGuardedClose,
  phoneSheet,
  isOffline,
  newIdempotencyKey,
  QUEUED_TOAST,
  useOfflineQueue,
} from '@tightlines/kit';
import { FORUM_LIMITS, FORUM_MESSAGES, type ForumCategory } from '@tightlines/contracts';
import { useAsk } from '../api/forum.ts';
import { reportFailure } from '../lib/failure.ts';
import { forumCategories } from './categories.ts';

/** The spec is silent: our words, asserted in the forum's tests. */
export const FORUM_WAITING_FOR_SIGNAL = 'No signal right now: your question will be posted as soon as you are back online.';

const EMPTY = { title: '', content: '', category: '' as ForumCategory | '' };

function Counter({ value, max }: { value: string; max: number }) {
  return (
    <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
      {value.length}/{max}
    </span>
  );
}

/**
 * Ask Question (spec §5): category, title and content all required once trimmed ('Missing Information -
 * Please fill in all fields'), title up to 200 and content up to 2000 characters. 'Question Posted' on
 * success (the dialog closes and clears); 'Error - Failed to post question. Please try again.' otherwise.
 */
export function AskQuestionDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
}) {
  const [form, setForm] = useState(EMPTY);
  const ask = useAsk();
  // Without signal the question waits in this device's offline queue (IndexedDB, so a reload or a
  // closed app keeps it) and the app posts it, under its own idempotency key, once signal returns.
  const offline = useOfflineQueue();
  // Closing with something typed and not yet on its way asks first; a close (asked or not) clears the form.
  const dialog = useGuardedClose(JSON.stringify(form) !== JSON.stringify(EMPTY) && !ask.isPending, onOpenChange, () => setForm(EMPTY));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = form.title.trim();
    const content = form.content.trim();
    if (!title || !content || !form.category) {
      toast({ title: 'Missing Information', description: FORUM_MESSAGES.missingFields, variant: 'destructive' });
      return;
    }
    const question = { title, content, category: form.category };
    if (isOffline()) {
      offline.enqueue({ id: newIdempotencyKey(), kind: 'ask-question', body: question }).then(
        () => {
          toast({ title: QUEUED_TOAST.title, description: FORUM_WAITING_FOR_SIGNAL });
          dialog.close();
        },
        (error: unknown) => reportFailure(error, 'Error', 'Failed to post question. Please try again.'),
      );
      return;
    }
    ask.mutate(question, {
      onSuccess: () => {
        toast({ title: 'Question Posted', description: 'Your question is live. Anglers will chime in soon.' });
        dialog.close();
      },
      onError: (error) => reportFailure(error, 'Error', 'Failed to post question. Please try again.'),
    });
  };

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      {trigger}
      <DialogContent className={`${phoneSheet} sm:max-w-xl`}>
        <DialogHeader>
          <DialogTitle>Ask a Question</DialogTitle>
          <DialogDescription>Describe what you're after — the more detail, the better the answers.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="ask-category">Category</Label>
            <NativeSelect
              id="ask-category"
              value={form.category}
              onChange={(e) => setForm((f) => ({ ...f, category: e.target.value as ForumCategory }))}
            >
              <option value="">Choose a category</option>
              {forumCategories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-end justify-between">
              <Label htmlFor="ask-title">Title</Label>
              <Counter value={form.title} max={FORUM_LIMITS.titleChars} />
            </div>
            <Input
              id="ask-title"
              value={form.title}
              maxLength={FORUM_LIMITS.titleChars}
              placeholder="What's the best lure for spring walleye?"
              onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
            />
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-end justify-between">
              <Label htmlFor="ask-content">Details</Label>
              <Counter value={form.content} max={FORUM_LIMITS.contentChars} />
            </div>
            <Textarea
              id="ask-content"
              rows={6}
              value={form.content}
              maxLength={FORUM_LIMITS.contentChars}
              placeholder="Water, season, what you've tried so far…"
              onChange={(e) => setForm((f) => ({ ...f, content: e.target.value }))}
            />
          </div>
          <DialogActions label="Post Question" pendingLabel="Posting…" pending={ask.isPending} onCancel={dialog.cancel} />
        </form>
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}
