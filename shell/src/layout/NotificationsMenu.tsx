import { useNavigate } from 'react-router';
import { Bell, CheckCheck } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Skeleton,
  api,
  cn,
  communityKeys,
  handleUnauthorized,
  useLeadContentDrawn,
} from '@tightlines/kit';
import { notificationsRoutes as routes, type Notification, type UnreadCount } from '@tightlines/contracts';

/** Spec part 2 §9 relative age, for a notification's line. */
function ago(createdAt: string): string {
  const hours = Math.floor((Date.now() - new Date(createdAt).getTime()) / 3_600_000);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return `${Math.floor(hours / 168)}w ago`;
}

const initials = (name: string | null) =>
  (name ?? '?')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/**
 * The bell: the real unread count — kept live by the stream — and the newest notifications;
 * choosing one marks it read and goes where it points; 'Mark all read' clears the count.
 */
export function NotificationsMenu() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const unread = useQuery({
    queryKey: communityKeys.unreadNotifications(),
    queryFn: ({ signal }) => api.call(routes.unreadCount, { signal }),
    // The count is asked for once the screen's lead content is on screen: a request begun before the
    // largest paint is one more the paint waits on over HTTP/1.1's six connections (and in Lighthouse's estimate).
    enabled: useLeadContentDrawn(),
  });
  const list = useQuery({
    queryKey: communityKeys.notificationList(),
    queryFn: ({ signal }) => api.call(routes.list, { query: { limit: 20 }, signal }),
    enabled: false,
  });
  const afterRead = (count: UnreadCount, id?: string) => {
    client.setQueryData(communityKeys.unreadNotifications(), count);
    client.setQueryData<{ items: Notification[]; nextCursor: string | null }>(communityKeys.notificationList(), (page) =>
      page ? { ...page, items: page.items.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n)) } : page,
    );
  };
  const markOne = useMutation({
    mutationFn: (id: string) => api.call(routes.markRead, { params: { id } }),
    onSuccess: (count, id) => afterRead(count, id),
    onError: (error) => handleUnauthorized(error),
  });
  const markAll = useMutation({
    mutationFn: () => api.call(routes.markAllRead),
    onSuccess: (count) => afterRead(count),
    onError: (error) => handleUnauthorized(error),
  });

  const count = unread.data?.unread ?? 0;
  const items = list.data?.items ?? [];
  return (
    <DropdownMenu onOpenChange={(open) => open && void list.refetch()}>
      {/* The count is in the bell's name; its badge sits beside the button (drawn over it), so the button holds
          no visible text that its name lacks (WCAG 2.5.3, label in name: axe ignores the name's parenthesis). */}
      <span className="relative inline-flex">
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={count > 0 ? `Notifications (${count} unread)` : 'Notifications'}>
            <Bell aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        {count > 0 && (
          <span
            aria-hidden
            data-testid="unread-badge"
            className="pointer-events-none absolute top-1 right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-none font-bold text-accent-foreground ring-2 ring-card"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 pt-2">
          <DropdownMenuLabel className="px-0 text-base">Notifications</DropdownMenuLabel>
          {count > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="text-primary"
              onClick={(event) => {
                event.preventDefault();
                markAll.mutate();
              }}
            >
              <CheckCheck aria-hidden />
              Mark all read
            </Button>
          )}
        </div>
        <DropdownMenuSeparator />
        <div className="max-h-[min(28rem,70dvh)] overflow-y-auto p-1">
          {list.isFetching && !list.data ? (
            <div className="grid gap-2 p-2" aria-busy="true">
              <Skeleton className="h-14 rounded-xl" />
              <Skeleton className="h-14 rounded-xl" />
              <Skeleton className="h-14 rounded-xl" />
            </div>
          ) : items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">
              You're all caught up. New answers, likes and messages show up here.
            </p>
          ) : (
            items.map((n) => (
              <DropdownMenuItem
                key={n.id}
                className={cn('items-start gap-3 rounded-xl px-3 py-2.5', !n.read && 'bg-secondary/60')}
                onSelect={() => {
                  if (!n.read) markOne.mutate(n.id);
                  navigate(n.link);
                }}
              >
                <Avatar className="size-9">
                  {n.actorImage && <AvatarImage src={n.actorImage} alt="" />}
                  <AvatarFallback className="bg-secondary text-xs text-secondary-foreground">{initials(n.actorName)}</AvatarFallback>
                </Avatar>
                <span className="min-w-0 flex-1">
                  <span className={cn('block text-sm leading-snug whitespace-normal', !n.read && 'font-semibold')}>{n.text}</span>
                  <span className="text-xs text-muted-foreground">{ago(n.createdAt)}</span>
                </span>
                {!n.read && (
                  <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent">
                    <span className="sr-only">Unread</span>
                  </span>
                )}
              </DropdownMenuItem>
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
