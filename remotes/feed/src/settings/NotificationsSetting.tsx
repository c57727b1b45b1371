import { Label, Skeleton, handleUnauthorized, toast } from '@tightlines/kit';
import { Switch } from '@tightlines/kit/forms';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@tightlines/contracts';
import { useNotificationPreferences, useSetNotificationPreferences } from '../api/notification-preferences.ts';

/** Each topic an angler may switch off, in words they would use. */
const TOPICS: Record<NotificationTopic, { label: string; hint: string }> = {
  followers: { label: 'New followers', hint: 'When an angler starts following you.' },
  likes: { label: 'Likes on your catches', hint: 'When someone likes a catch you shared.' },
  forum: { label: 'Forum', hint: 'Answers to your questions, likes, and your answer being accepted.' },
  messages: { label: 'Messages', hint: 'A bell for new direct messages. Open chats still update live.' },
  groups: { label: 'Groups', hint: 'Join requests to groups you run, approvals and invitations.' },
  tournaments: { label: 'Tournaments', hint: 'Invitations to private tournaments.' },
};

/**
 * What the bell tells the angler of, one switch a topic. Decisions about the angler's content, their
 * appeals and the outcome of their reports are always sent, and the section says so.
 */
export function NotificationsSetting() {
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreferences();
  if (!preferences.data) return <Skeleton className="h-72 rounded-xl" />;
  const current = preferences.data;
  const change = (topic: NotificationTopic, on: boolean) =>
    save.mutate(
      { ...current, [topic]: on },
      {
        onSuccess: () => toast({ title: 'Settings Updated', description: `${TOPICS[topic].label}: ${on ? 'on' : 'off'}.` }),
        onError: (error) => {
          if (!handleUnauthorized(error)) toast({ title: 'Failed to update settings', variant: 'destructive' });
        },
      },
    );
  return (
    <>
      <ul className="grid grid-cols-1 divide-y divide-border rounded-xl border border-border">
        {NOTIFICATION_TOPICS.map((topic) => (
          <li key={topic} className="flex items-start justify-between gap-4 p-4">
            <div className="min-w-0">
              <Label htmlFor={`notify-${topic}`} className="text-base">
                {TOPICS[topic].label}
              </Label>
              <p className="text-sm text-muted-foreground">{TOPICS[topic].hint}</p>
            </div>
            <Switch id={`notify-${topic}`} checked={current[topic]} onCheckedChange={(on) => change(topic, on)} className="mt-1" />
          </li>
        ))}
      </ul>
      <p className="rounded-xl bg-secondary px-3 py-2 text-sm text-secondary-foreground">
        Decisions about your content, your appeals and what became of your reports are always sent.
      </p>
    </>
  );
}
