import { useState, type FormEvent } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Textarea,
  fieldErrorProps,
  toast,
  useGuardedClose,
  Field,
} from '@tightlines/kit';
import { AddPrize, TOURNAMENT_MESSAGES, type Tournament } from '@tightlines/contracts';
import { useAddPrize } from '../api/tournaments.ts';
import { errorsOf, numberOrUndefined } from '../lib/form-errors.ts';
import { NumberField } from './NumberField.tsx';

/** Add Prize (§6): the place, what it is and its value; the position moves on to the next place after each one added. */
export function AddPrizeDialog({
  tournament,
  open,
  onOpenChange,
}: {
  tournament: Tournament;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState({ position: '1', title: '', description: '', value: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddPrize(tournament.id);
  // Closing with a title, value or description typed asks first; a close clears them (the position stays).
  const dialog = useGuardedClose(!!(form.title || form.description || form.value), onOpenChange, () =>
    setForm((f) => ({ position: f.position, title: '', description: '', value: '' })),
  );
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      position: numberOrUndefined(form.position) ?? 1,
      title: form.title,
      description: form.description.trim() || undefined,
      value: numberOrUndefined(form.value),
    };
    const found = errorsOf(AddPrize, body);
    setErrors(found ?? {});
    if (found) return;
    // Awaited rather than mutate's callbacks: the first prize replaces the empty state this dialog sits in.
    add.mutateAsync(body as AddPrize).then(
      () => {
        toast({ title: 'Success', description: TOURNAMENT_MESSAGES.prizeAdded });
        dialog.close();
        setForm({ position: String(body.position + 1), title: '', description: '', value: '' });
      },
      (error) => setErrors((error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {}),
    );
  };
  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Prize</DialogTitle>
          <DialogDescription>Winners are filled from the final leaderboard when the tournament completes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid grid-cols-[7rem_1fr] gap-4">
            <NumberField
              id="prize-position"
              label="Position"
              min={1}
              step={1}
              value={form.position}
              onChange={(value) => set('position', value)}
              error={errors.position}
            />
            <Field id="prize-title" label="Title" error={errors.title}>
              <Input
                id="prize-title"
                value={form.title}
                placeholder="Carbon fly rod"
                onChange={(e) => set('title', e.target.value)}
                {...fieldErrorProps('prize-title', errors.title)}
              />
            </Field>
          </div>
          <NumberField
            id="prize-value"
            label="Value ($, optional)"
            step={0.01}
            value={form.value}
            onChange={(value) => set('value', value)}
            error={errors.value}
          />
          <Field id="prize-description" label="Description (optional)">
            <Textarea id="prize-description" rows={2} value={form.description} onChange={(e) => set('description', e.target.value)} />
          </Field>
          <DialogActions label="Add Prize" pendingLabel="Add Prize" pending={add.isPending} onCancel={dialog.cancel} />
        </form>
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}
