import { useId, useState, type FormEvent } from 'react';
import { ApiError, Button, Field, fieldErrorProps, Input, NativeSelect, Textarea, toast, useFieldErrors } from '@tightlines/kit';
import {
  COMMUNITY_GUIDELINES,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  REMOVABLE_KINDS,
  type GuidelineId,
  type ModerationActionKind,
  type QueueEntry,
} from '@tightlines/contracts';
import { useTakeAction } from '../api/moderation.ts';
import { ACTION_LABEL, KIND_LABEL } from '../lib/words.ts';

const CHOOSE_RULE = 'Choose a rule from the community guidelines';

/**
 * The actions that make sense for this item now: dismiss only while it has open reports (after an earlier
 * action the others stay: hide the message, then suspend its sender); remove only for groups, spots and
 * tournaments; unhide only when hidden; hide unless an operator hid it already (hidden by reports alone,
 * hiding it keeps it so, citing a rule).
 */
function actionsFor(entry: QueueEntry): ModerationActionKind[] {
  const removable = (REMOVABLE_KINDS as readonly string[]).includes(entry.kind);
  const visibility: ModerationActionKind[] = !entry.hidden ? ['hide'] : entry.hidden.automatic ? ['hide', 'unhide'] : ['unhide'];
  const dismiss: ModerationActionKind[] = entry.openReports > 0 ? ['dismiss'] : [];
  return [...dismiss, ...visibility, 'warn', 'suspend', 'ban', ...(removable ? (['remove'] as const) : [])];
}

/**
 * An operator's decision on the item: the action, the rule it rests on (every action cites one of the
 * community guidelines), an optional note, and for a suspension how many days.
 */
export function ActionForm({ entry }: { entry: QueueEntry }) {
  const id = useId();
  const act = useTakeAction();
  const errors = useFieldErrors();
  const choices = actionsFor(entry);
  const [chosen, setAction] = useState<ModerationActionKind>(choices[0]!);
  // The item changes under the form after an action (no reports left to dismiss, hidden now): the first choice left instead.
  const action = choices.includes(chosen) ? chosen : choices[0]!;
  const [ruleId, setRuleId] = useState('');
  const [days, setDays] = useState('7');
  const [note, setNote] = useState('');
  const [missingRule, setMissingRule] = useState(false);
  if (entry.reportedByMe) return <p className="rounded-xl bg-muted p-3 text-sm">{MODERATION_MESSAGES.ownReport}.</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    errors.clear();
    if (!ruleId) {
      setMissingRule(true);
      return;
    }
    try {
      await act.mutateAsync({
        kind: entry.kind,
        itemId: entry.itemId,
        action,
        ruleId: ruleId as GuidelineId,
        note: note.trim() || undefined,
        suspendDays: action === 'suspend' ? Number(days) : undefined,
      });
      toast({ title: 'Action taken', description: `${ACTION_LABEL[action]} · ${KIND_LABEL[entry.kind]}` });
    } catch (error) {
      if (!errors.show(error))
        toast({
          title: 'The action was not taken',
          description: error instanceof ApiError ? error.detail : 'Please try again',
          variant: 'destructive',
        });
    }
  }

  const ruleError = (missingRule && !ruleId ? CHOOSE_RULE : undefined) ?? errors.of('ruleId');
  return (
    <form aria-label="Act on this item" className="grid gap-3 rounded-xl border border-border p-3 sm:p-4" onSubmit={submit} noValidate>
      <h3 className="font-semibold">Act on this item</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-action`} label="Action" error={errors.of('action')}>
          <NativeSelect id={`${id}-action`} value={action} onChange={(e) => setAction(e.target.value as ModerationActionKind)}>
            {choices.map((a) => (
              <option key={a} value={a}>
                {ACTION_LABEL[a]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-rule`} label="Rule" required error={ruleError}>
          <NativeSelect
            id={`${id}-rule`}
            aria-required
            value={ruleId}
            onChange={(e) => setRuleId(e.target.value)}
            {...fieldErrorProps(`${id}-rule`, ruleError)}
          >
            <option value="">Choose a rule</option>
            {COMMUNITY_GUIDELINES.map((rule) => (
              <option key={rule.id} value={rule.id}>
                {rule.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {action === 'suspend' && (
        <Field id={`${id}-days`} label="Days" required error={errors.of('suspendDays')} hint={`1 to ${MODERATION_LIMITS.maxSuspendDays}`}>
          <Input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MODERATION_LIMITS.maxSuspendDays}
            required
            value={days}
            onChange={(e) => setDays(e.target.value)}
            {...fieldErrorProps(`${id}-days`, errors.of('suspendDays'))}
          />
        </Field>
      )}
      <Field id={`${id}-note`} label="Note" hint="Optional. The angler reads it in their statement." error={errors.of('note')}>
        <Textarea
          id={`${id}-note`}
          maxLength={MODERATION_LIMITS.noteChars}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
        />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={act.isPending}>
        {act.isPending ? 'Acting...' : 'Take action'}
      </Button>
    </form>
  );
}
