import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Ban, MessageCircle, MessagesSquare, MoreVertical, UserPlus } from 'lucide-react';
import {
  Button,
  Card,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  PageFrame,
  PageHeader,
  Skeleton,
  cn,
  toast,
  useAuth,
  SignInPrompt,
  relativeTime,
  MutedFold,
  ReportMenu,
  HiddenNotice,
} from '@tightlines/kit';
import type { Conversation, Mate } from '@tightlines/contracts';
import { useBlockAngler, useBlocked, useConversation, useConversations, useMates, useSendMessage } from '../api/messages.ts';
import { BlockAnglerDialog } from './BlockAnglerDialog.tsx';
import { reportFailure } from '../lib/failure.ts';
import { chatTime } from '../lib/chat-time.ts';
import { AnglerAvatar, nameOf } from '../ui/AnglerAvatar.tsx';
import { ChatComposer } from '../ui/ChatComposer.tsx';
import { COMMUNITY_SIGN_IN } from '../ui/community-sign-in.ts';

/**
 * Messages (spec §2): the Conversations list beside the conversation pane; with none chosen, 'Select a
 * conversation' and the 'Your Mates' grid to start one. The chosen angler is in the address (?with=),
 * so a notification can open it and a phone shows one pane at a time with a way back.
 */
export function MessagesPage() {
  const { user, isLoading } = useAuth();
  if (isLoading)
    return (
      <PageFrame aria-busy="true">
        <Skeleton className="h-[460px] rounded-2xl" />
      </PageFrame>
    );
  if (!user)
    return (
      <SignInPrompt
        icon={<MessageCircle aria-hidden />}
        title="Please log in to view messages"
        description={COMMUNITY_SIGN_IN}
        returnTo="/messages"
      />
    );
  return <Messages me={user.id} />;
}

function Messages({ me }: { me: string }) {
  const [params, setParams] = useSearchParams();
  const selected = params.get('with');
  const conversations = useConversations();
  const mates = useMates();
  const blocked = useBlocked();
  const select = (id: string | null) => setParams(id ? { with: id } : {}, { replace: false });

  const known = conversations.data?.find((c) => c.otherUserId === selected);
  const mate = mates.data?.find((m) => m.id === selected);
  const other = selected
    ? { id: selected, name: known?.otherUser ?? mate?.displayName ?? null, image: known?.otherUserImage ?? mate?.profileImageUrl ?? null }
    : null;

  return (
    <PageFrame className="max-w-6xl">
      <PageHeader
        icon={<MessageCircle aria-hidden />}
        title="Messages"
        description="Talk with your mates."
        className={cn(selected && 'max-md:hidden')}
      />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
        <Card className={cn('overflow-hidden', selected && 'max-md:hidden')}>
          <h2 className="border-b border-border px-4 py-3 font-semibold">Conversations</h2>
          <ConversationList rows={conversations.data} loading={conversations.isLoading} me={me} selected={selected} onSelect={select} />
        </Card>
        {other ? (
          <ConversationPane
            key={other.id}
            me={me}
            other={other}
            blocked={!!blocked.data?.some((b) => b.id === other.id)}
            onBack={() => select(null)}
          />
        ) : (
          <Card className="p-5 sm:p-6">
            <div className="flex flex-col items-center gap-2 py-4 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <MessagesSquare className="size-7" aria-hidden />
              </span>
              <h2 className="text-lg font-semibold">Select a conversation</h2>
              <p className="text-sm text-muted-foreground">Pick a conversation, or start one with a mate.</p>
            </div>
            <h3 className="mt-4 mb-3 font-semibold">Your Mates</h3>
            <MatesGrid mates={mates.data} loading={mates.isLoading} onSelect={select} />
            {!!blocked.data?.length && <BlockedAnglers anglers={blocked.data} />}
          </Card>
        )}
      </div>
    </PageFrame>
  );
}

function ConversationList({
  rows,
  loading,
  me,
  selected,
  onSelect,
}: {
  rows: Conversation[] | undefined;
  loading: boolean;
  me: string;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  if (loading) {
    return (
      <div className="grid gap-2 p-3 md:h-[400px]" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder.
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <div className="flex min-h-40 flex-col items-center justify-center gap-1 p-6 text-center md:h-[400px]">
        <p className="font-medium">No conversations yet</p>
        <p className="text-sm text-muted-foreground">Start chatting with your mates!</p>
      </div>
    );
  }
  return (
    <ul className="max-h-[60dvh] overflow-y-auto p-2 md:h-[400px] md:max-h-none" aria-label="Conversations">
      {rows.map((c) => {
        const mine = c.lastMessage.senderId === me;
        const active = c.otherUserId === selected;
        return (
          <li key={c.otherUserId}>
            <button
              type="button"
              onClick={() => onSelect(c.otherUserId)}
              aria-current={active ? 'true' : undefined}
              className={cn(
                'flex min-h-16 w-full items-center gap-3 rounded-xl px-3 py-2 text-left transition hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                active && 'bg-secondary text-secondary-foreground hover:bg-secondary',
              )}
            >
              <AnglerAvatar name={c.otherUser} image={c.otherUserImage} className="size-11" />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate font-semibold', c.unreadCount > 0 && 'text-foreground')}>{nameOf(c.otherUser)}</span>
                  <time className="shrink-0 text-xs text-muted-foreground" dateTime={c.lastMessage.createdAt}>
                    {relativeTime(c.lastMessage.createdAt)}
                  </time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className={cn('truncate text-sm text-muted-foreground', c.unreadCount > 0 && 'font-medium text-foreground')}>
                    {/* The conversation opens on the message and its notice: the row only says it is hidden. */}
                    {mine ? (c.lastMessage.hidden ? 'You (hidden): ' : 'You: ') : ''}
                    {c.lastMessage.content}
                  </span>
                  {c.unreadCount > 0 && (
                    <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground">
                      <span>{c.unreadCount}</span>
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function MatesGrid({ mates, loading, onSelect }: { mates: Mate[] | undefined; loading: boolean; onSelect: (id: string) => void }) {
  if (loading) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder.
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (!mates || mates.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        <UserPlus className="size-6 text-primary" aria-hidden />
        <p>No mates yet. Mates are anglers you follow who follow you back.</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/">Find anglers</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Your Mates">
      {mates.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            onClick={() => onSelect(m.id)}
            className="flex w-full flex-col items-center gap-2 rounded-xl border border-border bg-card p-4 text-center transition hover:border-primary hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <AnglerAvatar name={m.displayName} image={m.profileImageUrl} className="size-12" />
            <span className="w-full truncate text-sm font-semibold">{nameOf(m.displayName)}</span>
            <span className="text-xs text-primary">Message</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ConversationPane({
  me,
  other,
  blocked,
  onBack,
}: {
  me: string;
  other: { id: string; name: string | null; image: string | null };
  blocked: boolean;
  onBack: () => void;
}) {
  const conversation = useConversation(other.id);
  const send = useSendMessage();
  const { unblock } = useBlockAngler();
  const [blocking, setBlocking] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const items = (conversation.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse();
  const newest = items.at(-1)?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest message again whenever a newer one arrives.
  useLayoutEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="flex items-center gap-2 border-b border-border px-2 py-2 sm:px-4">
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Back to conversations" onClick={onBack}>
          <ArrowLeft aria-hidden />
        </Button>
        <AnglerAvatar name={other.name} image={other.image} />
        <h2 className="min-w-0 flex-1 truncate font-semibold">
          <Link to={`/profile/${other.id}`} className="hover:underline">
            {nameOf(other.name)}
          </Link>
        </h2>
        {!blocked && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={`More about ${nameOf(other.name)}`}>
                <MoreVertical aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem className="text-destructive" onSelect={() => setBlocking(true)}>
                <Ban className="size-4" aria-hidden />
                Block {nameOf(other.name)}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        <BlockAnglerDialog other={other} open={blocking} onOpenChange={setBlocking} onBlocked={() => undefined} />
      </div>
      <div
        ref={log}
        role="log"
        aria-label={`Messages with ${nameOf(other.name)}`}
        className="h-[calc(100dvh-23rem)] min-h-[300px] overflow-y-auto bg-background/60 px-3 py-4 md:h-[300px] md:min-h-0 sm:px-4"
      >
        {conversation.hasNextPage && (
          <div className="mb-3 text-center">
            <Button variant="ghost" size="sm" onClick={() => void conversation.fetchNextPage()} disabled={conversation.isFetchingNextPage}>
              Earlier messages
            </Button>
          </div>
        )}
        {conversation.isLoading ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-10 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
            <Skeleton className="h-10 w-3/5 rounded-2xl" />
          </div>
        ) : items.length === 0 ? (
          <p className="flex h-full items-center justify-center text-center text-sm text-muted-foreground">
            Say hello to {nameOf(other.name)} — tight lines!
          </p>
        ) : (
          <ol className="grid gap-2">
            {items.map((m) => {
              const mine = m.senderId === me;
              return (
                <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                  {/* A message received may be reported (by its recipient), and is folded when it holds a muted word. */}
                  <div className="flex max-w-[80%] items-center gap-1">
                    <MutedFold texts={mine ? [] : [m.content]}>
                      <p
                        className={cn(
                          'min-w-0 rounded-2xl px-3.5 py-2 whitespace-pre-wrap [overflow-wrap:anywhere] shadow-sm',
                          mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md border border-border bg-card',
                        )}
                      >
                        {m.content}
                      </p>
                    </MutedFold>
                    {!mine && <ReportMenu kind="message" itemId={m.id} authorId={m.senderId} what="this message" className="size-9" />}
                  </div>
                  <time className="mt-0.5 px-1 text-xs text-muted-foreground" dateTime={m.createdAt}>
                    {chatTime(m.createdAt)}
                  </time>
                  {mine && m.hidden && (
                    <div className="mt-1 max-w-[80%]">
                      <HiddenNotice hidden={m.hidden} />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {blocked ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border p-3 text-sm">
          <p className="text-muted-foreground">You blocked {nameOf(other.name)}. Neither of you can send messages.</p>
          <Button
            variant="outline"
            size="sm"
            disabled={unblock.isPending}
            onClick={() =>
              // Awaited, not the mutation's callbacks: the refresh it starts may unmount this pane's parts first.
              unblock.mutateAsync(other.id).then(
                () => toast({ title: 'Angler Unblocked', description: `Follow each other again to message ${nameOf(other.name)}.` }),
                (error: unknown) => reportFailure(error, 'Failed to unblock'),
              )
            }
          >
            Unblock
          </Button>
        </div>
      ) : (
        <ChatComposer
          label={`Message ${nameOf(other.name)}`}
          placeholder="Type a message..."
          send={(content) =>
            send.mutateAsync({ recipientId: other.id, content }).catch((error: unknown) => {
              reportFailure(error, 'Message not sent', 'Please try again.');
              throw error;
            })
          }
        />
      )}
    </Card>
  );
}

/** Anglers I blocked, each with Unblock (a block is lifted here; follows do not come back by themselves). */
function BlockedAnglers({ anglers }: { anglers: Mate[] }) {
  const { unblock } = useBlockAngler();
  return (
    <section aria-labelledby="blocked-heading" className="mt-6 border-t border-border pt-4">
      <h3 id="blocked-heading" className="mb-3 font-semibold">
        Blocked anglers
      </h3>
      <ul className="grid grid-cols-1 gap-2" aria-label="Blocked anglers">
        {anglers.map((a) => (
          <li key={a.id} className="flex min-h-14 items-center gap-3 rounded-xl border border-border p-2 pl-3">
            <AnglerAvatar name={a.displayName} image={a.profileImageUrl} className="size-9" />
            <p className="min-w-0 flex-1 truncate text-sm font-semibold">{nameOf(a.displayName)}</p>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Unblock ${nameOf(a.displayName)}`}
              disabled={unblock.isPending}
              onClick={() =>
                // Awaited, not the mutation's callbacks: the refresh it starts removes this list when it empties.
                unblock.mutateAsync(a.id).then(
                  () => toast({ title: 'Angler Unblocked', description: `${nameOf(a.displayName)} can find you again.` }),
                  (error: unknown) => reportFailure(error, 'Failed to unblock'),
                )
              }
            >
              Unblock
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
