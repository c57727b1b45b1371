import { Link } from 'react-router';
import { BookOpen, Flag, ShieldCheck } from 'lucide-react';
import { Button, PageFrame, PageHeader } from '@tightlines/kit';
import { COMMUNITY_GUIDELINES, MODERATION_LIMITS, MODERATION_PAGES } from '@tightlines/contracts';
import { useIsOperator } from '../api/moderation.ts';

/**
 * The community guidelines (MODERATION_PAGES.guidelines): the rules every moderation action cites, each
 * with an anchor of its id (statements link to `/guidelines#respect`), and how reporting works.
 */
export function GuidelinesPage() {
  const operator = useIsOperator();
  return (
    <PageFrame className="max-w-3xl">
      <PageHeader
        icon={<BookOpen aria-hidden />}
        title="Community Guidelines"
        description="Tightlines is for sharing the water. These are the rules we all fish by; moderators cite them whenever they act."
      />
      <ol className="grid gap-3">
        {COMMUNITY_GUIDELINES.map((rule, i) => (
          <li
            key={rule.id}
            id={rule.id}
            className="scroll-mt-24 rounded-2xl border border-border bg-card p-4 target:ring-2 target:ring-ring"
          >
            <h2 className="font-semibold">
              {i + 1}. {rule.title}
            </h2>
            <p className="mt-1 text-muted-foreground">{rule.text}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby="reporting" className="mt-6 grid gap-2 rounded-2xl bg-secondary/60 p-4">
        <h2 id="reporting" className="flex items-center gap-2 font-semibold">
          <Flag aria-hidden className="size-4" />
          Reporting and appeals
        </h2>
        <p className="text-sm">
          See something that breaks these rules? Choose Report from its menu. A moderator looks at every report and we let you know the
          outcome. When {MODERATION_LIMITS.autoHideReporters} different anglers report the same thing, it is hidden until a moderator has
          looked.
        </p>
        <p className="text-sm">
          If a moderator acts on something of yours, you get a statement saying what, which rule and how to appeal; you can appeal each
          decision once.
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={MODERATION_PAGES.statements}>Your moderation decisions</Link>
          </Button>
          {operator && (
            <Button asChild variant="outline" size="sm">
              <Link to={MODERATION_PAGES.console}>
                <ShieldCheck aria-hidden />
                Operator console
              </Link>
            </Button>
          )}
        </div>
      </section>
    </PageFrame>
  );
}
