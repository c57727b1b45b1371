import { Check, Send } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  toast,
  relativeTime,
  phoneSheet,
} from '@tightlines/kit';
import type { Group } from '@tightlines/contracts';
import { useApprove, useInvite, useJoinRequests } from '../api/groups.ts';
import { useMates } from '../api/messages.ts';
import { reportFailure } from '../lib/failure.ts';
import { AnglerAvatar, nameOf } from '../ui/AnglerAvatar.tsx';
import { GroupMembersSection } from './GroupMembersSection.tsx';

/** For an owner or admin: the requests waiting for approval, the members and their roles, and inviting mates. */
export function ManageGroupDialog({ group, open, onOpenChange }: { group: Group; open: boolean; onOpenChange: (open: boolean) => void }) {
  const requests = useJoinRequests(group.id, open);
  const mates = useMates(open);
  const approve = useApprove(group.id);
  const invite = useInvite(group.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={`${phoneSheet} sm:max-w-lg`}>
        <DialogHeader>
          <DialogTitle>Manage {group.name}</DialogTitle>
          <DialogDescription>Approve anglers who asked to join, manage members and roles, and invite your mates.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="requests-heading" className="grid gap-2">
          <h3 id="requests-heading" className="font-semibold">
            Join requests
          </h3>
          {requests.isLoading ? (
            <Skeleton className="h-14 rounded-xl" />
          ) : !requests.data?.length ? (
            <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
              No requests waiting.
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-2" aria-label="Join requests">
              {requests.data.map((r) => (
                <li key={r.userId} className="flex items-center gap-3 rounded-xl border border-border p-2 pl-3">
                  <AnglerAvatar name={r.displayName} image={r.profileImageUrl} className="size-9" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-semibold">{nameOf(r.displayName)}</p>
                    <p className="text-muted-foreground">Asked {relativeTime(r.requestedAt).toLowerCase()}</p>
                  </div>
                  <Button
                    size="sm"
                    aria-label={`Approve ${nameOf(r.displayName)}`}
                    disabled={approve.isPending}
                    onClick={() =>
                      approve.mutate(r.userId, {
                        onSuccess: () => toast({ title: 'Request Approved', description: `${nameOf(r.displayName)} is now a member.` }),
                        onError: (error) => reportFailure(error, 'Failed to approve request'),
                      })
                    }
                  >
                    <Check aria-hidden />
                    Approve
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <GroupMembersSection group={group} open={open} />
        <section aria-labelledby="invite-heading" className="grid gap-2">
          <h3 id="invite-heading" className="font-semibold">
            Invite mates
          </h3>
          {mates.isLoading ? (
            <Skeleton className="h-14 rounded-xl" />
          ) : !mates.data?.length ? (
            <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
              No mates to invite yet.
            </p>
          ) : (
            <ul className="grid max-h-64 grid-cols-1 gap-2 overflow-y-auto" aria-label="Mates to invite">
              {mates.data.map((m) => (
                <li key={m.id} className="flex items-center gap-3 rounded-xl border border-border p-2 pl-3">
                  <AnglerAvatar name={m.displayName} image={m.profileImageUrl} className="size-9" />
                  <p className="min-w-0 flex-1 truncate text-sm font-semibold">{nameOf(m.displayName)}</p>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Invite ${nameOf(m.displayName)}`}
                    disabled={invite.isPending}
                    onClick={() =>
                      invite.mutate(m.id, {
                        onSuccess: () =>
                          toast({ title: 'Invitation Sent', description: `${nameOf(m.displayName)} can now join ${group.name}.` }),
                        onError: (error) => reportFailure(error, 'Failed to invite'),
                      })
                    }
                  >
                    <Send aria-hidden />
                    Invite
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
