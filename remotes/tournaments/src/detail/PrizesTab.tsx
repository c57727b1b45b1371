import { useState, type FormEvent } from 'react';
import { Gift, Plus } from 'lucide-react';
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  EmptyState,
  Input,
  Skeleton,
  Textarea,
  cn,
  fieldErrorProps,
  toast,
  useGuardedClose,
  Field,
} from '@tightlines/kit';
import { AddPrize, HIGHLIGHTED_PLACES, TOURNAMENT_MESSAGES, type Tournament } from '@tightlines/contracts';
import { useAddPrize, usePrizes } from '../api/tournaments.ts';
import { errorsOf, numberOrUndefined } from '../lib/form-errors.ts';
import { formatMoney } from '../lib/format.ts';
import { Rank } from './Rank.tsx';

function AddPrizeDialog({ tournament, label }: { tournament: Tournament; label: string }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ position: '1', title: '', description: '', value: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddPrize(tournament.id);
  // Closing with a title, value or description typed asks first; a close clears them (the position stays).
  const dialog = useGuardedClose(!!(form.title || form.description || form.value), setOpen, () =>
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
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Prize</DialogTitle>
          <DialogDescription>Winners are filled from the final leaderboard when the tournament completes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid grid-cols-[7rem_1fr] gap-4">
            <Field id="prize-position" label="Position" error={errors.position}>
              <Input
                id="prize-position"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={form.position}
                onChange={(e) => set('position', e.target.value)}
                {...fieldErrorProps('prize-position', errors.position)}
              />
            </Field>
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
          <Field id="prize-value" label="Value ($, optional)" error={errors.value}>
            <Input
              id="prize-value"
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={form.value}
              onChange={(e) => set('value', e.target.value)}
              {...fieldErrorProps('prize-value', errors.value)}
            />
          </Field>
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

/** Prizes by position, 1–3 highlighted; the organizer alone sees Add Prize / Add First Prize (§6). */
export function PrizesTab({ tournament }: { tournament: Tournament }) {
  const { data, isLoading } = usePrizes(tournament.id);
  const organizer = tournament.viewer.isOrganizer;
  if (isLoading) return <Skeleton className="h-40 rounded-2xl" />;
  if (!data?.length)
    return (
      <EmptyState
        icon={<Gift aria-hidden />}
        title="No prizes yet"
        description={organizer ? 'Add what the winners take home.' : 'The organizer has not announced prizes yet.'}
        action={organizer ? <AddPrizeDialog tournament={tournament} label="Add First Prize" /> : undefined}
      />
    );
  return (
    <div className="grid gap-3">
      {organizer && (
        <div className="flex justify-end">
          <AddPrizeDialog tournament={tournament} label="Add Prize" />
        </div>
      )}
      <ol className="grid gap-2" aria-label="Prizes">
        {data.map((prize) => (
          <li key={prize.id} className="min-w-0">
            <Card
              className={cn(
                'flex items-center gap-4 p-4',
                prize.position <= HIGHLIGHTED_PLACES && 'border-amber-400/40 bg-amber-50/60 dark:bg-amber-900/10',
              )}
              data-testid="prize"
            >
              <Rank place={prize.position} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{prize.title}</p>
                {prize.description && <p className="text-sm text-muted-foreground">{prize.description}</p>}
                {prize.winnerName && <p className="text-sm font-medium text-primary">Winner: {prize.winnerName}</p>}
              </div>
              {prize.value !== null && <p className="shrink-0 font-bold tabular-nums">{formatMoney(prize.value)}</p>}
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
