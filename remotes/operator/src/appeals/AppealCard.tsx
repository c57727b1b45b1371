import { useId, useState } from 'react';
import { ApiError, Badge, Button, Card, Field, Textarea, toast } from '@tightlines/kit';
import { MODERATION_LIMITS, MODERATION_MESSAGES, type AppealEntry } from '@tightlines/contracts';
import { useDecideAppeal } from '../api/moderation.ts';
import { ItemContext } from '../lib/ItemContext.tsx';
import { ACTION_LABEL, formatWhen, KIND_LABEL, nameOf, ruleTitle } from '../lib/words.ts';

/** One appeal: the action appealed, the angler's words, the item; uphold or reverse, with a note. */
export function AppealCard({ appeal }: { appeal: AppealEntry }) {
  const id = useId();
  const decide = useDecideAppeal(appeal.id);
  const [note, setNote] = useState('');
  const a = appeal.action;
  async function decideAs(decision: 'uphold' | 'reverse') {
    try {
      await decide.mutateAsync({ decision, note: note.trim() || undefined });
      toast({
        title: decision === 'uphold' ? 'Decision upheld' : 'Decision reversed',
        description: `${nameOf(appeal.appellant)} will be told.`,
      });
    } catch (error) {
      toast({
        title: 'The appeal was not decided',
        description: error instanceof ApiError ? error.detail : 'Please try again',
        variant: 'destructive',
      });
    }
  }
  return (
    <Card className="grid gap-3 p-4" aria-label={`Appeal by ${nameOf(appeal.appellant)}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{KIND_LABEL[a.kind]}</Badge>
        <Badge>{ACTION_LABEL[a.action]}</Badge>
        <span className="text-sm text-muted-foreground">appealed {formatWhen(appeal.createdAt)}</span>
      </div>
      <p className="text-sm">
        Rule: <span className="font-medium">{ruleTitle(a.ruleId)}</span> · acted by {nameOf(a.operator)} on {formatWhen(a.at)}
      </p>
      {a.note && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">Note: {a.note}</p>}
      <blockquote className="rounded-xl bg-muted/60 p-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
        <p className="mb-1 text-xs text-muted-foreground">{nameOf(appeal.appellant)} wrote:</p>
        {appeal.text}
      </blockquote>
      {appeal.item && <ItemContext item={appeal.item} />}
      {appeal.decidableByMe ? (
        <div className="grid gap-3">
          <Field id={`${id}-note`} label="Note" hint="Optional. The angler reads it.">
            <Textarea
              id={`${id}-note`}
              rows={2}
              maxLength={MODERATION_LIMITS.noteChars}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button disabled={decide.isPending} onClick={() => decideAs('reverse')}>
              Reverse the decision
            </Button>
            <Button variant="outline" disabled={decide.isPending} onClick={() => decideAs('uphold')}>
              Uphold the decision
            </Button>
          </div>
        </div>
      ) : (
        <p className="rounded-xl bg-muted p-3 text-sm">{MODERATION_MESSAGES.ownAction}.</p>
      )}
    </Card>
  );
}
