import { useState } from 'react';
import {
  Anchor,
  Clock,
  Globe,
  Lock,
  LogOut,
  Mail,
  MapPin,
  MessageCircle,
  Settings,
  Trophy,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Badge, Button, Card, HiddenNotice, ReportMenu, toast } from '@tightlines/kit';
import type { Group } from '@tightlines/contracts';
import { useJoinGroup, useLeaveGroup } from '../api/groups.ts';
import { reportFailure } from '../lib/failure.ts';
import { GroupChatDialog } from './GroupChatDialog.tsx';
import { ManageGroupDialog } from './ManageGroupDialog.tsx';
import { PRIVACY_LABELS, ROLE_LABELS, TYPE_LABELS } from './labels.ts';

const TYPE_ICONS: Record<Group['type'], LucideIcon> = { club: Anchor, community: Users, tournament: Trophy };
const PRIVACY_ICONS: Record<Group['privacy'], LucideIcon> = { public: Globe, private: Lock, invite_only: Mail };
const COVERS: Record<Group['type'], string> = {
  club: 'from-[#0c5774] to-[#1f8aa8]',
  community: 'from-[#0a4e4b] to-[#2a9d8f]',
  tournament: 'from-[#082f42] to-[#c4551f]',
};

/**
 * A group card (spec §2, §4): Join Group, or Chat and Leave for a member. A private group takes a
 * request (then 'Request Pending', which can be withdrawn); an invite-only one is joined by invitation.
 */
export function GroupCard({ group }: { group: Group }) {
  const [chatting, setChatting] = useState(false);
  const [managing, setManaging] = useState(false);
  const join = useJoinGroup();
  const leave = useLeaveGroup();
  const TypeIcon = TYPE_ICONS[group.type];
  const PrivacyIcon = PRIVACY_ICONS[group.privacy];
  const member = group.membership === 'member';
  const manager = group.role === 'owner' || group.role === 'admin';

  const doJoin = () =>
    join.mutate(group.id, {
      onSuccess: (result) =>
        toast(
          result.status === 'joined'
            ? { title: 'Joined Group', description: `Welcome to ${group.name}!` }
            : { title: 'Request Sent', description: `An admin of ${group.name} will review your request.` },
        ),
      onError: (error) => reportFailure(error, 'Failed to join group'),
    });
  const doLeave = (withdraw = false) =>
    leave.mutate(group.id, {
      onSuccess: () =>
        toast(
          withdraw
            ? { title: 'Request Withdrawn', description: `You withdrew your request to ${group.name}.` }
            : { title: 'Left Group', description: `You left ${group.name}.` },
        ),
      onError: (error) => reportFailure(error, 'Failed to leave group'),
    });

  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <div className={`relative flex h-24 items-end bg-gradient-to-br p-4 ${COVERS[group.type]}`}>
        {group.imageUrl && <img src={group.imageUrl} alt="" className="absolute inset-0 size-full object-cover" />}
        <div className="absolute top-2 left-2 rounded-full bg-card/90">
          <ReportMenu kind="group" itemId={group.id} mine={group.role === 'owner'} what={`the group ${group.name}`} />
        </div>
        <span className="relative inline-flex size-12 items-center justify-center rounded-2xl bg-white/15 text-white ring-1 ring-white/30 backdrop-blur">
          <TypeIcon className="size-6" aria-hidden />
        </span>
        {group.role && (
          <Badge variant="accent" className="absolute top-3 right-3">
            {ROLE_LABELS[group.role]}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <HiddenNotice hidden={group.hidden} />
        <h3 className="text-lg leading-snug font-semibold [overflow-wrap:anywhere]">{group.name}</h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{TYPE_LABELS[group.type]}</Badge>
          <Badge variant="outline">
            <PrivacyIcon className="size-3" aria-hidden />
            {PRIVACY_LABELS[group.privacy]}
          </Badge>
        </div>
        {group.description && <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{group.description}</p>}
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden />
            {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'}
          </span>
          {group.location && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{group.location}</span>
            </span>
          )}
        </div>
        {group.creatorName && <p className="text-xs text-muted-foreground">Created by {group.creatorName}</p>}
      </div>
      <div className="flex gap-2 border-t border-border p-3">
        {member ? (
          <>
            <Button className="flex-1" variant="primary" onClick={() => setChatting(true)}>
              <MessageCircle aria-hidden />
              Chat
            </Button>
            {manager && (
              <Button variant="outline" size="icon" aria-label={`Manage ${group.name}`} onClick={() => setManaging(true)}>
                <Settings aria-hidden />
              </Button>
            )}
            <Button variant="outline" disabled={leave.isPending} onClick={() => doLeave()}>
              <LogOut aria-hidden />
              Leave
            </Button>
          </>
        ) : group.membership === 'requested' ? (
          <>
            <Button className="min-w-0 flex-1 shrink transition-none" variant="secondary" disabled>
              <Clock aria-hidden />
              <span className="truncate">Request Pending</span>
            </Button>
            <Button variant="ghost" size="sm" className="px-3" disabled={leave.isPending} onClick={() => doLeave(true)}>
              Withdraw
            </Button>
          </>
        ) : group.membership === 'invited' ? (
          <Button className="flex-1" disabled={join.isPending} onClick={doJoin}>
            <Mail aria-hidden />
            Accept Invitation
          </Button>
        ) : group.privacy === 'invite_only' ? (
          <Button className="flex-1" variant="secondary" disabled>
            <Mail aria-hidden />
            By invitation only
          </Button>
        ) : group.privacy === 'private' ? (
          <Button className="flex-1" disabled={join.isPending} onClick={doJoin}>
            <Lock aria-hidden />
            Request to Join
          </Button>
        ) : (
          <Button className="flex-1" disabled={join.isPending} onClick={doJoin}>
            <UserPlus aria-hidden />
            Join Group
          </Button>
        )}
      </div>
      {member && <GroupChatDialog group={group} open={chatting} onOpenChange={setChatting} />}
      {manager && <ManageGroupDialog group={group} open={managing} onOpenChange={setManaging} />}
    </Card>
  );
}
