import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  cn,
  useAuth,
  phoneSheet,
  MutedFold,
  ReportMenu,
  HiddenNotice,
} from '@tightlines/kit';
import type { Group } from '@tightlines/contracts';
import { useGroupMembers, useGroupMessages, usePostGroupMessage } from '../api/groups.ts';
import { reportFailure } from '../lib/failure.ts';
import { chatTime } from '../lib/chat-time.ts';
import { AnglerAvatar, nameOf } from '../ui/AnglerAvatar.tsx';
import { ChatComposer } from '../ui/ChatComposer.tsx';

/** The group chat (spec §2): messages with sender and time, newest at the bottom, live; Enter sends. */
export function GroupChatDialog({ group, open, onOpenChange }: { group: Group; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useAuth();
  const messages = useGroupMessages(group.id, open);
  const post = usePostGroupMessage(group.id);
  const log = useRef<HTMLDivElement>(null);
  const items = (messages.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse();
  const newest = items.at(-1)?.id;
  const memberCount = useLiveMemberCount(group, open, items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest message again when a newer one arrives or the dialog opens.
  useLayoutEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest, open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn(phoneSheet, 'flex flex-col gap-0 p-0 sm:max-w-2xl max-sm:p-0')}>
        <DialogHeader className="border-b border-border px-5 py-4">
          <DialogTitle>{group.name}</DialogTitle>
          <DialogDescription>
            Group chat · {memberCount} {memberCount === 1 ? 'member' : 'members'}
          </DialogDescription>
        </DialogHeader>
        <div
          ref={log}
          role="log"
          aria-label={`${group.name} chat`}
          className="min-h-0 flex-1 overflow-y-auto bg-background/60 px-4 py-4 sm:h-[360px] sm:flex-none"
        >
          {messages.hasNextPage && (
            <div className="mb-3 text-center">
              <Button variant="ghost" size="sm" onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
                Earlier messages
              </Button>
            </div>
          )}
          {messages.isLoading ? (
            <div className="grid gap-3" aria-busy="true">
              {Array.from({ length: 3 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder.
                <Skeleton key={i} className="h-12 w-2/3 rounded-2xl" />
              ))}
            </div>
          ) : items.length === 0 ? (
            <p className="flex h-full min-h-40 items-center justify-center text-center text-sm text-muted-foreground">
              No messages yet. Kick things off!
            </p>
          ) : (
            <ol className="grid gap-3">
              {items.map((m) => {
                const mine = m.senderId === user?.id;
                return (
                  <li key={m.id} className={cn('flex gap-2.5', mine && 'flex-row-reverse')}>
                    <AnglerAvatar name={m.senderName} image={m.senderImage} className="size-9" />
                    <div className={cn('flex max-w-[80%] flex-col', mine ? 'items-end' : 'items-start')}>
                      <p className="text-xs text-muted-foreground">
                        <span className="font-semibold text-foreground">{mine ? 'You' : nameOf(m.senderName)}</span> ·{' '}
                        <time dateTime={m.createdAt}>{chatTime(m.createdAt)}</time>
                      </p>
                      <div className="mt-0.5 flex items-center gap-1">
                        <MutedFold texts={mine ? [] : [m.content]}>
                          <p
                            className={cn(
                              'min-w-0 rounded-2xl px-3.5 py-2 whitespace-pre-wrap [overflow-wrap:anywhere] shadow-sm',
                              mine ? 'rounded-tr-md bg-primary text-primary-foreground' : 'rounded-tl-md border border-border bg-card',
                            )}
                          >
                            {m.content}
                          </p>
                        </MutedFold>
                        {!mine && (
                          <ReportMenu kind="group_message" itemId={m.id} authorId={m.senderId} what="this message" className="size-9" />
                        )}
                      </div>
                      {mine && m.hidden && (
                        <div className="mt-1">
                          <HiddenNotice hidden={m.hidden} />
                        </div>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
        <ChatComposer
          label={`Message ${group.name}`}
          placeholder="Message the group..."
          send={(content) =>
            post.mutateAsync(content).catch((error: unknown) => {
              reportFailure(error, 'Message not sent', 'Please try again.');
              throw error;
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * How many are in the group, read from its member list while the chat is open (the card the chat
 * was opened from may be older than the last join): read again on opening, every minute, and at once
 * when someone not yet in the list writes.
 */
function useLiveMemberCount(group: Group, open: boolean, messages: readonly { senderId: string }[]): number {
  const members = useGroupMembers(group.id, open, { refreshEveryMs: MEMBERS_REFRESH_MS });
  const known = members.data;
  const { refetch } = members;
  const stranger = known ? messages.find((m) => !known.some((k) => k.userId === m.senderId))?.senderId : undefined;
  useEffect(() => {
    if (stranger) void refetch();
  }, [stranger, refetch]);
  return known?.length ?? group.memberCount;
}

const MEMBERS_REFRESH_MS = 60_000;
