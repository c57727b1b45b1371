import type { z } from 'zod';
import type { OperatorItem } from '@tightlines/contracts';
import { cn } from '@tightlines/kit';
import { formatWhen } from './words.ts';

/**
 * The item in its context: the lines around it the server chose (the thread, the messages around a
 * reported message), the reported one marked; or the item alone when it has no context.
 */
export function ItemContext({ item }: { item: z.infer<typeof OperatorItem> }) {
  return (
    <section aria-label="In context" className="grid gap-2">
      <h3 className="font-semibold">In context</h3>
      {item.context.length === 0 ? (
        <p className="rounded-xl border border-border p-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line">{item.excerpt}</p>
      ) : (
        <ol className="grid gap-2">
          {item.context.map((line, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed context, in the server's order
              key={i}
              aria-current={line.isReported ? 'true' : undefined}
              className={cn('rounded-xl border p-3 text-sm', line.isReported ? 'border-destructive bg-destructive/5' : 'border-border')}
            >
              <p className="text-xs text-muted-foreground">
                {line.authorName ?? 'Deleted angler'} · {formatWhen(line.at)}
                {line.isReported && <span className="ml-2 font-semibold text-destructive">Reported</span>}
              </p>
              <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line">{line.excerpt}</p>
            </li>
          ))}
        </ol>
      )}
      {item.link && (
        <a href={item.link} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Open it where anglers see it
        </a>
      )}
    </section>
  );
}
