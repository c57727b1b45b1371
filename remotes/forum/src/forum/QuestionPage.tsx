import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, Heart, MessageSquare } from 'lucide-react';
import {
  ApiError,
  Badge,
  Button,
  Card,
  EmptyState,
  HiddenNotice,
  Label,
  PageFrame,
  Skeleton,
  Textarea,
  cn,
  toast,
  useAuth,
  relativeTime,
  ReportMenu,
} from '@tightlines/kit';
import { FORUM_LIMITS, FORUM_MESSAGES, type Answer, type Question } from '@tightlines/contracts';
import { useAccept, useAnswer, useLiked, useQuestion, useToggleLike } from '../api/forum.ts';
import { keepAnswerDraft, readAnswerDraft } from '../lib/answer-draft.ts';
import { fetchFailure, reportFailure } from '../lib/failure.ts';
import { AnglerAvatar, nameOf } from '../ui/AnglerAvatar.tsx';
import { categoryLabel } from './categories.ts';

function BackToForum() {
  return (
    <Button asChild variant="ghost" className="-ml-3 mb-4">
      <Link to="/forum">
        <ArrowLeft aria-hidden />
        Back to Forum
      </Link>
    </Button>
  );
}

/** The question detail (spec §2): badge, age, title, author, content, like, answers, and 'Your Answer'. */
export function QuestionPage() {
  const { id = '' } = useParams();
  const question = useQuestion(id);

  if (question.isLoading) {
    return (
      <PageFrame className="max-w-3xl" aria-busy="true">
        <BackToForum />
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="mt-6 h-7 w-40" />
        <Skeleton className="mt-4 h-28 rounded-2xl" />
      </PageFrame>
    );
  }
  if (question.isError || !question.data) {
    const missing = question.error instanceof ApiError && question.error.status === 404;
    return (
      <PageFrame className="max-w-3xl">
        <EmptyState
          headingLevel={1}
          icon={<MessageSquare aria-hidden />}
          title={missing ? 'Question Not Found' : 'Question unavailable'}
          description={missing ? FORUM_MESSAGES.questionNotFound : fetchFailure('question', question.error)}
          action={
            <Button asChild variant="primary">
              <Link to="/forum">
                <ArrowLeft aria-hidden />
                Back to Forum
              </Link>
            </Button>
          }
        />
      </PageFrame>
    );
  }
  return <QuestionDetail question={question.data} />;
}

function QuestionDetail({ question }: { question: Question }) {
  const { user } = useAuth();
  const isAsker = user?.id === question.userId;
  const answers = [...question.answers].sort((a, b) => Number(b.accepted) - Number(a.accepted));
  return (
    <PageFrame className="max-w-3xl">
      <BackToForum />
      <Card className="p-5 sm:p-6">
        {question.hidden && (
          <div className="mb-4">
            <HiddenNotice hidden={question.hidden} />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{categoryLabel(question.category)}</Badge>
          <time dateTime={question.createdAt}>{relativeTime(question.createdAt)}</time>
          <ReportMenu kind="question" itemId={question.id} authorId={question.userId} what="this question" className="ml-auto" />
        </div>
        <h1 className="mt-3 text-2xl leading-tight font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{question.title}</h1>
        <div className="mt-4 flex items-center gap-3">
          <AnglerAvatar name={question.userDisplayName} image={question.userProfileImage} />
          <div className="text-sm">
            <p className="font-semibold">{nameOf(question.userDisplayName)}</p>
            <p className="text-muted-foreground">Asked {relativeTime(question.createdAt).toLowerCase()}</p>
          </div>
        </div>
        <p className="mt-5 text-base leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">{question.content}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-border pt-4">
          <LikeButton question={question} />
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <MessageSquare className="size-4" aria-hidden />
            {question.answerCount} {question.answerCount === 1 ? 'answer' : 'answers'}
          </span>
        </div>
      </Card>

      <section aria-labelledby="answers-heading" className="mt-8">
        <h2 id="answers-heading" className="mb-4 text-xl font-semibold">
          Answers ({question.answerCount})
        </h2>
        {answers.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border bg-card/60 px-5 py-8 text-center text-muted-foreground">
            No answers yet. Know the water? Be the first to help.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Answers">
            {answers.map((answer) => (
              <AnswerItem key={answer.id} answer={answer} questionId={question.id} canAccept={isAsker} />
            ))}
          </ul>
        )}
      </section>

      <AnswerBox questionId={question.id} />
    </PageFrame>
  );
}

function LikeButton({ question }: { question: Question }) {
  const liked = useLiked(question.id, true);
  const toggle = useToggleLike(question.id);
  const isLiked = liked.data?.liked ?? false;
  return (
    <Button
      variant={isLiked ? 'secondary' : 'outline'}
      aria-pressed={isLiked}
      aria-label={`${isLiked ? 'Unlike' : 'Like'} question, ${question.likeCount} ${question.likeCount === 1 ? 'like' : 'likes'}`}
      disabled={toggle.isPending || liked.isLoading}
      onClick={() =>
        toggle.mutate(undefined, { onError: (error) => reportFailure(error, 'Error', 'Failed to toggle like. Please try again.') })
      }
    >
      <Heart aria-hidden className={cn(isLiked && 'fill-accent text-accent')} />
      {/* The visible words stand in the name as they read ('3 likes'): label in name, WCAG 2.5.3. */}
      <span className="tabular-nums">{question.likeCount}</span> <span>{question.likeCount === 1 ? 'like' : 'likes'}</span>
    </Button>
  );
}

function AnswerItem({ answer, questionId, canAccept }: { answer: Answer; questionId: string; canAccept: boolean }) {
  const accept = useAccept(questionId);
  return (
    <li>
      <Card
        className={cn(
          'p-4 sm:p-5',
          answer.accepted && 'border-emerald-600/60 bg-emerald-50/60 dark:border-emerald-400/50 dark:bg-emerald-950/20',
        )}
      >
        {answer.hidden && (
          <div className="mb-3">
            <HiddenNotice hidden={answer.hidden} />
          </div>
        )}
        {answer.accepted && (
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-600 px-3 py-1 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-emerald-950">
            <CheckCircle2 className="size-4" aria-hidden />
            Accepted Answer
          </p>
        )}
        <div className="flex items-center gap-3">
          <AnglerAvatar name={answer.userDisplayName} image={answer.userProfileImage} className="size-9" />
          <div className="text-sm">
            <p className="font-semibold">{nameOf(answer.userDisplayName)}</p>
            <time className="text-muted-foreground" dateTime={answer.createdAt}>
              {relativeTime(answer.createdAt)}
            </time>
          </div>
          {canAccept && !answer.accepted && (
            <Button
              variant="outline"
              size="sm"
              className="ml-auto"
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(answer.id, {
                  onSuccess: () => toast({ title: 'Answer Accepted', description: 'Thanks for closing the loop.' }),
                  onError: (error) => reportFailure(error, 'Error', 'Failed to accept answer. Please try again.'),
                })
              }
            >
              <CheckCircle2 aria-hidden />
              Accept
            </Button>
          )}
          <ReportMenu
            kind="answer"
            itemId={answer.id}
            authorId={answer.userId}
            what="this answer"
            className={canAccept && !answer.accepted ? undefined : 'ml-auto'}
          />
        </div>
        <p className="mt-3 leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">{answer.content}</p>
      </Card>
    </li>
  );
}

/** 'Your Answer' (spec §5): a live counter up to 2000, the post button disabled while empty. */
function AnswerBox({ questionId }: { questionId: string }) {
  const [content, setContent] = useState(() => readAnswerDraft(questionId));
  useEffect(() => keepAnswerDraft(questionId, content), [questionId, content]);
  const post = useAnswer(questionId);
  const blank = content.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) {
      toast({ title: 'Missing Information', description: FORUM_MESSAGES.missingAnswer, variant: 'destructive' });
      return;
    }
    post.mutate(content.trim(), {
      onSuccess: () => {
        toast({ title: 'Answer Posted', description: 'Thanks for helping a fellow angler.' });
        keepAnswerDraft(questionId, ''); // also when the angler has left the page meanwhile
        setContent('');
      },
      onError: (error) => reportFailure(error, 'Error', 'Failed to post answer. Please try again.'),
    });
  };
  return (
    <Card className="mt-8 p-5 sm:p-6">
      <form onSubmit={submit} noValidate className="grid gap-3">
        <h2 className="text-xl font-semibold">
          <Label htmlFor="your-answer" className="text-xl font-semibold">
            Your Answer
          </Label>
        </h2>
        <Textarea
          id="your-answer"
          rows={5}
          value={content}
          maxLength={FORUM_LIMITS.answerChars}
          placeholder="Share what worked for you…"
          onChange={(e) => setContent(e.target.value)}
        />
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {content.length}/{FORUM_LIMITS.answerChars} characters
          </span>
          <Button type="submit" disabled={blank || post.isPending}>
            {post.isPending ? 'Posting…' : 'Post Answer'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
