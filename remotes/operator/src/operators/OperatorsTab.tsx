import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import {
  ApiError,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  toast,
  useAuth,
} from '@tightlines/kit';
import type { Operator } from '@tightlines/contracts';
import { useOperators, useRevokeOperator } from '../api/moderation.ts';
import { formatWhen, nameOf } from '../lib/words.ts';
import { GrantOperatorForm } from './GrantOperatorForm.tsx';

/** Who the operators are, who made them so; grant the role by sign-in email, revoke another's. */
export function OperatorsTab() {
  const operators = useOperators();
  return (
    <div className="grid gap-6">
      <GrantOperatorForm />
      <section aria-label="Operators" className="grid gap-3">
        <h2 className="text-lg font-semibold">Operators</h2>
        {operators.isPending ? (
          <Skeleton className="h-32" />
        ) : operators.isError ? (
          <p className="text-sm text-destructive">The operators could not be read.</p>
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {operators.data.map((operator) => (
              <li key={operator.angler.id}>
                <OperatorRow operator={operator} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OperatorRow({ operator }: { operator: Operator }) {
  const { user } = useAuth();
  const revoke = useRevokeOperator();
  const [confirming, setConfirming] = useState(false);
  const name = nameOf(operator.angler);
  async function confirm() {
    try {
      await revoke.mutateAsync(operator.angler.id);
      setConfirming(false);
      toast({ title: 'Operator role revoked', description: name });
    } catch (error) {
      setConfirming(false);
      toast({
        title: 'The role was not revoked',
        description: error instanceof ApiError ? error.detail : 'Please try again',
        variant: 'destructive',
      });
    }
  }
  return (
    <Card className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" aria-label={name}>
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
        <p className="text-sm text-muted-foreground">
          since {formatWhen(operator.grantedAt)} · granted by {operator.grantedBy ? nameOf(operator.grantedBy) : 'the command line'}
        </p>
      </div>
      {/* One's own role is revoked by another operator (the server says so too). */}
      {user?.id !== operator.angler.id && (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Revoke ${name}`}>
          <UserMinus aria-hidden />
          Revoke
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke {name}&apos;s operator role?</DialogTitle>
            <DialogDescription>
              They keep their angler account but can no longer use the console. The audit log records it.
            </DialogDescription>
          </DialogHeader>
          <DialogActions
            variant="destructive"
            label="Revoke"
            pendingLabel="Revoking..."
            pending={revoke.isPending}
            onAction={confirm}
            onCancel={() => setConfirming(false)}
          />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
