import { useLayoutEffect, useState, type FormEvent } from 'react';
import { BadgeCheck, Lightbulb, ThumbsDown, ThumbsUp } from 'lucide-react';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Badge,
  Button,
  Field,
  Input,
  NativeSelect,
  Skeleton,
  Textarea,
  cn,
  toast,
  useAuth,
  relativeTime,
  ReportMenu,
  HiddenNotice,
} from '@tightlines/kit';
import { TIP_MESSAGES, TipCategory, type SpotTip } from '@tightlines/contracts';
import { useShareTip, useSpotTips, useVoteOnTip } from '../api/spots.ts';
import { label } from '../lib/format.ts';
import { signInAgain } from '../lib/sign-in-again.ts';

/** What Verified says of a tip (the server's rule: backend/test/spots/verified-tips.test.ts). */
export const TIP_VERIFIED_MEANS = 'Its author has caught fish here on an earlier trip';

const signInToVote = TIP_MESSAGES.signInToVote.split(' - ')[1]!;

/** Tips with voting (spec §4, §8): up or down, tapping your vote again takes it back; best first by the server's rank. */
export function TipsTab({ spotId, onDirtyChange }: { spotId: string; onDirtyChange?: (dirty: boolean) => void }) {
  const tips = useSpotTips(spotId);
  const vote = useVoteOnTip(spotId);
  const { isAuthenticated } = useAuth();

  const cast = (tip: SpotTip, direction: 'upvote' | 'downvote') => {
    const next = tip.myVote === direction ? null : direction;
    vote.mutate(
      { tipId: tip.id, vote: next },
      {
        onError: (error) => {
          if (signInAgain(error, signInToVote)) return;
          toast({
            title: next ? 'Failed to vote on tip. Please try again.' : 'Failed to remove vote. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      {tips.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading tips">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : tips.data && tips.data.length > 0 ? (
        <ul className="grid gap-3" aria-label="Tips">
          {tips.data.map((tip) => (
            <li key={tip.id} className="grid gap-2 rounded-2xl border border-border p-3" data-testid="tip">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="min-w-0 font-semibold break-words">{tip.title}</h4>
                <Badge variant="secondary">{label(tip.category)}</Badge>
                {tip.isVerified && (
                  <Badge title={TIP_VERIFIED_MEANS}>
                    <BadgeCheck aria-hidden className="size-3.5" />
                    Verified
                  </Badge>
                )}
              </div>
              <HiddenNotice hidden={tip.hidden} />
              <p className="text-sm break-words whitespace-pre-line">{tip.content}</p>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Avatar className="size-7">
                    {tip.user.profileImageUrl && <AvatarImage src={tip.user.profileImageUrl} alt="" />}
                    <AvatarFallback>{(tip.user.displayName ?? tip.user.firstName ?? '?').slice(0, 1)}</AvatarFallback>
                  </Avatar>
                  {tip.user.displayName ?? tip.user.firstName ?? 'An angler'} · {relativeTime(tip.createdAt)}
                </span>
                <span className="flex items-center gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Upvote"
                    aria-pressed={tip.myVote === 'upvote'}
                    onClick={() => cast(tip, 'upvote')}
                    disabled={vote.isPending}
                  >
                    <ThumbsUp aria-hidden className={cn(tip.myVote === 'upvote' && 'fill-primary text-primary')} />
                  </Button>
                  <span className="min-w-8 text-center font-semibold">
                    <span className="sr-only">Score </span>
                    <span data-testid="tip-score">{tip.score}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Downvote"
                    aria-pressed={tip.myVote === 'downvote'}
                    onClick={() => cast(tip, 'downvote')}
                    disabled={vote.isPending}
                  >
                    <ThumbsDown aria-hidden className={cn(tip.myVote === 'downvote' && 'fill-destructive text-destructive')} />
                  </Button>
                  <ReportMenu kind="tip" itemId={tip.id} authorId={tip.user.id} what="this tip" className="size-9" />
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl bg-muted/60 p-4 text-muted-foreground">
          <Lightbulb aria-hidden className="size-5 shrink-0" />
          No tips yet. Log a trip here and share what worked.
        </p>
      )}
      {isAuthenticated && <ShareTipForm spotId={spotId} onDirtyChange={onDirtyChange} />}
    </div>
  );
}

function ShareTipForm({ spotId, onDirtyChange }: { spotId: string; onDirtyChange?: (dirty: boolean) => void }) {
  const share = useShareTip(spotId);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  // The spot's dialog asks before a typed tip is lost (in a layout effect: it knows before the next key).
  const dirty = title.trim() !== '' || content.trim() !== '';
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useLayoutEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const [category, setCategory] = useState<SpotTip['category']>('technique');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) return;
    share.mutate(
      { title: title.trim(), content: content.trim(), category },
      {
        onSuccess: () => {
          toast({ title: 'Tip shared', description: 'Thanks for helping other anglers.' });
          setTitle('');
          setContent('');
        },
        onError: (error) => {
          if (signInAgain(error, TIP_MESSAGES.signInToShare)) return;
          toast({ title: 'Failed to share tip. Please try again.', variant: 'destructive' });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-2xl bg-muted/50 p-3" aria-label="Share a tip">
      <p className="font-semibold">Share a Tip</p>
      <Field id="tip-title" label="Tip Title">
        <Input
          id="tip-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={120}
          placeholder="e.g., Fish the drop-off at dawn"
        />
      </Field>
      <Field id="tip-content" label="Tip Content">
        <Textarea
          id="tip-content"
          rows={2}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder="What worked, and how?"
        />
      </Field>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-40 flex-1 gap-1.5">
          <Field id="tip-category" label="Category">
            <NativeSelect id="tip-category" value={category} onChange={(e) => setCategory(e.target.value as SpotTip['category'])}>
              {TipCategory.options.map((c) => (
                <option key={c} value={c}>
                  {label(c)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Button type="submit" variant="primary" disabled={!title.trim() || !content.trim() || share.isPending}>
          Share Tip
        </Button>
      </div>
    </form>
  );
}
