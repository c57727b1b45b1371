import { useState } from 'react';
import { MailPlus, Search, UserMinus, UserPlus } from 'lucide-react';
import {
  ApiError,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  Skeleton,
  toast,
} from '@tightlines/kit';
import type { InvitableAngler, Tournament } from '@tightlines/contracts';
import { useAnglerSearch, useInvitations, useInvite, useUninvite } from '../api/tournaments.ts';
import { AnglerAvatar } from './AnglerAvatar.tsx';

const failed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: error instanceof ApiError ? error.detail : 'Please try again.' });

/** One angler's row: picture, name and the one thing to do with them. */
function AnglerRow({ angler, action }: { angler: InvitableAngler; action: React.ReactNode }) {
  return (
    <li className="flex min-h-12 items-center gap-3">
      <AnglerAvatar name={angler.name} imageUrl={angler.profileImageUrl} />
      <span className="min-w-0 flex-1 truncate font-medium">{angler.name ?? 'Angler'}</span>
      {action}
    </li>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The organizer of a private tournament invites anglers — picked from their mates or found by name —
 * and takes invitations back. An invited angler may read the tournament and join it; nobody else sees it.
 */
export function InviteDialog({ tournament }: { tournament: Tournament }) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const invitations = useInvitations(tournament.id, open);
  const search = useAnglerSearch(q);
  const invite = useInvite(tournament.id);
  const uninvite = useUninvite(tournament.id);
  const invited = invitations.data?.invited ?? [];
  const invitedIds = new Set(invited.map((a) => a.anglerId));
  const found: InvitableAngler[] = (search.data?.items ?? [])
    .filter((a) => a.id !== tournament.organizerId && !invitedIds.has(a.id))
    .map((a) => ({
      anglerId: a.id,
      name: a.displayName || [a.firstName, a.lastName].filter(Boolean).join(' ') || null,
      profileImageUrl: a.profileImageUrl ?? null,
    }));
  const matches = (a: InvitableAngler) => !q.trim() || (a.name ?? '').toLowerCase().includes(q.trim().toLowerCase());
  const mates = (invitations.data?.mates ?? []).filter(matches);
  const foundOthers = found.filter((a) => !mates.some((m) => m.anglerId === a.anglerId));

  const inviteButton = (a: InvitableAngler) => (
    <Button
      size="sm"
      disabled={invite.isPending}
      aria-label={`Invite ${a.name ?? 'this angler'}`}
      onClick={() =>
        invite
          .mutateAsync(a.anglerId)
          .then(() => toast({ title: 'Invited', description: `${a.name ?? 'The angler'} may now see and join.` }), failed)
      }
    >
      <UserPlus aria-hidden />
      Invite
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <MailPlus aria-hidden />
          Invite Anglers
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Invite Anglers</DialogTitle>
          <DialogDescription>Only invited anglers, participants and you can see this private tournament.</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search anglers"
            placeholder="Search mates or any angler"
            className="pl-9"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        {invitations.isLoading ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : (
          <div className="grid gap-5">
            <Section title={`Invited (${invited.length})`}>
              {invited.length ? (
                <ul className="grid gap-2" aria-label="Invited anglers">
                  {invited.map((a) => (
                    <AnglerRow
                      key={a.anglerId}
                      angler={a}
                      action={
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={uninvite.isPending}
                          aria-label={`Take back ${a.name ?? 'this angler'}'s invitation`}
                          onClick={() => uninvite.mutateAsync(a.anglerId).catch(failed)}
                        >
                          <UserMinus aria-hidden />
                          Remove
                        </Button>
                      }
                    />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">Nobody yet. Pick mates below or search by name.</p>
              )}
            </Section>
            <Section title="Your mates">
              {mates.length ? (
                <ul className="grid gap-2" aria-label="Mates to invite">
                  {mates.map((a) => (
                    <AnglerRow key={a.anglerId} angler={a} action={inviteButton(a)} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">
                  {q.trim() ? 'No mate by that name.' : 'Every mate is invited or taking part.'}
                </p>
              )}
            </Section>
            {q.trim().length >= 2 && (
              <Section title="Other anglers">
                {search.isLoading ? (
                  <Skeleton className="h-12 rounded-xl" />
                ) : foundOthers.length ? (
                  <ul className="grid gap-2" aria-label="Anglers found">
                    {foundOthers.map((a) => (
                      <AnglerRow key={a.anglerId} angler={a} action={inviteButton(a)} />
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">No other angler by that name.</p>
                )}
              </Section>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
