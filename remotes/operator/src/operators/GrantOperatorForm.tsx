import { useId, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { ApiError, Button, Field, fieldErrorProps, Input, toast } from '@tightlines/kit';
import { useGrantOperator } from '../api/moderation.ts';
import { nameOf } from '../lib/words.ts';

/** Makes the angler who signs in with an email an operator. */
export function GrantOperatorForm() {
  const id = useId();
  const grant = useGrantOperator();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const granted = await grant.mutateAsync(email.trim());
      setEmail('');
      toast({ title: 'Operator added', description: nameOf(granted.angler) });
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.fieldErrors.email ?? failure.detail) : 'Please try again';
      setError(message);
    }
  }
  return (
    <form aria-label="Add an operator" className="grid gap-3 rounded-2xl border border-border bg-card p-4" onSubmit={submit} noValidate>
      <h2 className="text-lg font-semibold">Add an operator</h2>
      <Field id={`${id}-email`} label="Sign-in email" hint="The angler must have signed in to Tightlines with this email." error={error}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...fieldErrorProps(`${id}-email`, error)}
        />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={grant.isPending || !email.trim()}>
        <UserPlus aria-hidden />
        {grant.isPending ? 'Adding...' : 'Make operator'}
      </Button>
    </form>
  );
}
