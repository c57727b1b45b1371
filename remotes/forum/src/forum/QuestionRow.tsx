import { Link } from 'react-router';
import { CheckCircle2, Heart, MessageSquare } from 'lucide-react';
import { Badge, HiddenNotice, relativeTime, MutedFold } from '@tightlines/kit';
import { FORUM_LIMITS, type QuestionSummary } from '@tightlines/contracts';
import { AnglerAvatar, nameOf } from '../ui/AnglerAvatar.tsx';
import { categoryLabel } from './categories.ts';

/** Spec §9: a row previews the first 150 characters of the question. */
export const previewOf = (text: string) =>
  text.length > FORUM_LIMITS.previewChars ? `${text.slice(0, FORUM_LIMITS.previewChars).trimEnd()}…` : text;

/**
 * One question of the list: a link to its page with category, author, age, preview and counts. Its
 * asker reads above it why moderation hid it (outside the link: the notice holds a link of its own).
 */
export function QuestionRow({ question }: { question: QuestionSummary }) {
  return (
    <li>
      {question.hidden && (
        <div className="mb-2">
          <HiddenNotice hidden={question.hidden} />
        </div>
      )}
      <MutedFold texts={[question.title, question.preview]}>
        <Link
          to={`/forum/question/${question.id}`}
          className="group flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-primary hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:gap-4 sm:p-5"
        >
          <AnglerAvatar name={question.userDisplayName} image={question.userProfileImage} className="size-11 max-sm:hidden" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <Badge variant="secondary">{categoryLabel(question.category)}</Badge>
              <span className="truncate">{nameOf(question.userDisplayName)}</span>
              <span aria-hidden>·</span>
              <time dateTime={question.createdAt}>{relativeTime(question.createdAt)}</time>
            </div>
            <h3 className="mt-1.5 text-lg leading-snug font-semibold text-foreground group-hover:text-primary">{question.title}</h3>
            <p className="mt-1 line-clamp-2 text-muted-foreground [overflow-wrap:anywhere]">{previewOf(question.preview)}</p>
            <div className="mt-3 flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <MessageSquare className="size-4" aria-hidden />
                {question.answerCount} {question.answerCount === 1 ? 'answer' : 'answers'}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Heart className="size-4" aria-hidden />
                {question.likeCount} {question.likeCount === 1 ? 'like' : 'likes'}
              </span>
              {question.hasAcceptedAnswer && (
                <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400">
                  <CheckCircle2 className="size-4" aria-hidden />
                  Solved
                </span>
              )}
            </div>
          </div>
        </Link>
      </MutedFold>
    </li>
  );
}
