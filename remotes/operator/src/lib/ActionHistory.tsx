import type { ActionView } from '@tightlines/contracts';
import { ACTION_LABEL, formatWhen, KIND_LABEL, nameOf, ruleTitle } from './words.ts';
import { ItemLink } from './ItemLink.tsx';

/** Earlier actions, newest first: what, on what (a link to it), which rule, by which operator, reversed or not. */
export function ActionHistory({ actions, empty }: { actions: ActionView[]; empty: string }) {
  if (actions.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {actions.map((a) => (
        <li key={a.id} className="rounded-xl bg-muted/60 p-3 text-sm">
          <p>
            <span className="font-medium">{ACTION_LABEL[a.action]}</span> · {KIND_LABEL[a.kind]} · {ruleTitle(a.ruleId)}
            {a.reversed && <span className="ml-2 font-semibold">(reversed on appeal)</span>}
          </p>
          <p className="text-muted-foreground">
            {nameOf(a.operator)} · {formatWhen(a.at)}
            {a.suspendedUntil && ` · suspended until ${formatWhen(a.suspendedUntil)}`}
            {' · '}
            <ItemLink kind={a.kind} itemId={a.itemId} />
          </p>
          {a.note && <p className="mt-1 [overflow-wrap:anywhere]">{a.note}</p>}
        </li>
      ))}
    </ul>
  );
}
