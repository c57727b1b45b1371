import { MoreVertical } from 'lucide-react';
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Skeleton,
  toast,
  useAuth,
} from '@tightlines/kit';
import type { Group, GroupMember } from '@tightlines/contracts';
import { useGroupMembers, useRemoveMember, useSetRole } from '../api/groups.ts';
import { reportFailure } from '../lib/failure.ts';
import { AnglerAvatar, nameOf } from '../ui/AnglerAvatar.tsx';
import { ROLE_LABELS } from './labels.ts';
import { memberActions, type MemberAction } from './member-actions.ts';

/**
 * The members and their role badges, for the owner and admins: the owner makes a member an admin or
 * a member again, hands over ownership and removes anyone; an admin removes plain members (the server
 * checks every one of these again).
 */
export function GroupMembersSection({ group, open }: { group: Group; open: boolean }) {
  const { user } = useAuth();
  const members = useGroupMembers(group.id, open);
  const setRole = useSetRole(group.id);
  const remove = useRemoveMember(group.id);
  const busy = setRole.isPending || remove.isPending;

  const act = (member: GroupMember, action: MemberAction) => {
    const who = nameOf(member.displayName);
    if (action === 'remove') {
      void remove.mutateAsync(member.userId).then(
        () => toast({ title: 'Member Removed', description: `${who} is no longer in ${group.name}.` }),
        (error: unknown) => reportFailure(error, 'Failed to remove member'),
      );
      return;
    }
    const role = action === 'make_admin' ? 'admin' : action === 'make_owner' ? 'owner' : 'member';
    // Awaited, not the mutation's callbacks: handing over ownership closes this dialog (no longer a manager's).
    void setRole.mutateAsync({ userId: member.userId, role }).then(
      () =>
        toast(
          role === 'owner'
            ? { title: 'Ownership Handed Over', description: `${who} now owns ${group.name}. You stay on as an admin.` }
            : { title: 'Role Changed', description: `${who} is now ${role === 'admin' ? 'an admin' : 'a member'}.` },
        ),
      (error: unknown) => reportFailure(error, 'Failed to change role'),
    );
  };

  return (
    <section aria-labelledby="members-heading" className="grid gap-2">
      <h3 id="members-heading" className="font-semibold">
        Members{members.data ? ` (${members.data.length})` : ''}
      </h3>
      {members.isLoading ? (
        <Skeleton className="h-14 rounded-xl" />
      ) : (
        <ul className="grid max-h-64 grid-cols-1 gap-2 overflow-y-auto" aria-label="Members">
          {(members.data ?? []).map((m) => {
            const actions = memberActions(group.role, m.role, m.userId === user?.id);
            return (
              <li key={m.userId} className="flex min-h-14 items-center gap-3 rounded-xl border border-border p-2 pl-3">
                <AnglerAvatar name={m.displayName} image={m.profileImageUrl} className="size-9" />
                <p className="min-w-0 flex-1 truncate text-sm font-semibold">
                  {nameOf(m.displayName)}
                  {m.userId === user?.id && <span className="font-normal text-muted-foreground"> (you)</span>}
                </p>
                <Badge variant={m.role === 'member' ? 'secondary' : 'accent'}>{ROLE_LABELS[m.role]}</Badge>
                {actions.length > 0 ? (
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`Change ${nameOf(m.displayName)}'s membership`} disabled={busy}>
                        <MoreVertical aria-hidden />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      {actions.map((action) => (
                        <DropdownMenuItem
                          key={action}
                          className={action === 'remove' ? 'text-destructive' : undefined}
                          onSelect={() => act(m, action)}
                        >
                          {ACTION_LABELS[action]}
                        </DropdownMenuItem>
                      ))}
                    </DropdownMenuContent>
                  </DropdownMenu>
                ) : (
                  <span className="size-11 shrink-0" aria-hidden />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const ACTION_LABELS: Record<MemberAction, string> = {
  make_admin: 'Make admin',
  make_member: 'Make member',
  make_owner: 'Hand over ownership',
  remove: 'Remove from group',
};
