import { Link } from 'react-router';
import { Avatar, Button, Skeleton, handleUnauthorized, logoDataUrl, toast } from '@tightlines/kit';
import { useBlockedAnglers, useUnblock } from '../api/blocks.ts';
import { displayNameOf } from '../lib/display-name.ts';

/** The anglers I blocked, each with Unblock; none, said so. */
export function BlockedAnglersSetting() {
  const blocked = useBlockedAnglers();
  const unblock = useUnblock();
  if (blocked.isPending) return <Skeleton className="h-14 w-full" />;
  if (!blocked.data?.length)
    return <p className="text-sm text-muted-foreground">You have not blocked anyone. Block an angler from a conversation in Messages.</p>;
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label="Blocked anglers">
      {blocked.data.map((angler) => {
        const name = displayNameOf(angler);
        return (
          <li key={angler.id} className="flex min-h-14 items-center gap-3 rounded-xl border border-border p-2 pl-3">
            <Avatar className="size-9 shrink-0">
              <img src={angler.profileImageUrl || logoDataUrl} alt="" className="size-full object-cover" />
            </Avatar>
            <Link to={`/profile/${angler.id}`} className="min-w-0 flex-1 truncate text-sm font-semibold hover:underline">
              {name}
            </Link>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Unblock ${name}`}
              disabled={unblock.isPending}
              onClick={() =>
                unblock.mutate(angler.id, {
                  onSuccess: () => toast({ title: 'Angler Unblocked', description: `${name} can find you again.` }),
                  onError: (error) => {
                    if (!handleUnauthorized(error))
                      toast({ title: 'Failed to unblock', description: 'Please try again', variant: 'destructive' });
                  },
                })
              }
            >
              Unblock
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
