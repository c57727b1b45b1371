import { useId, useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  fieldErrorProps,
  Textarea,
  toast,
} from '@tightlines/kit';
import { MODERATION_LIMITS, MODERATION_MESSAGES, type Statement } from '@tightlines/contracts';
import { useAppeal } from '../api/moderation.ts';

/** Appeal, once: why the decision should change, read by a different moderator. A second appeal is refused (409). */
export function AppealButton({ statement }: { statement: Statement }) {
  const id = useId();
  const appeal = useAppeal(statement.id);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(MODERATION_MESSAGES.appealNeedsWords);
      return;
    }
    try {
      await appeal.mutateAsync(text.trim());
      setOpen(false);
      toast({ title: 'Appeal sent', description: 'A different moderator will review it, and we will let you know.' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setOpen(false);
        toast({ title: 'Already appealed', description: MODERATION_MESSAGES.alreadyAppealed });
      } else if (failure instanceof ApiError && failure.fieldErrors.text) setError(failure.fieldErrors.text);
      else
        toast({
          title: 'The appeal was not sent',
          description: failure instanceof ApiError ? failure.detail : 'Please try again',
          variant: 'destructive',
        });
    }
  }
  return (
    <>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Appeal
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Appeal this decision</DialogTitle>
            <DialogDescription>{statement.what} You can appeal once; a different moderator decides.</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <Field id={`${id}-text`} label="Why should the decision change?" required error={error}>
              <Textarea
                id={`${id}-text`}
                rows={4}
                aria-required
                maxLength={MODERATION_LIMITS.appealChars}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(undefined);
                }}
                {...fieldErrorProps(`${id}-text`, error)}
              />
            </Field>
            <DialogActions label="Send appeal" pendingLabel="Sending..." pending={appeal.isPending} onCancel={() => setOpen(false)} />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
