import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { UserPlus } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  NativeSelect,
  Skeleton,
  api,
  fieldErrorProps,
  toast,
  Field,
} from '@tightlines/kit';
import { ADVERTISER_PASSWORD_MIN, InviteAdvertiserUser, advertisersRoutes, type Advertiser } from '@tightlines/contracts';
import { portalKeys, useAdvertiserUsers } from '../api/portal.ts';
import type { StoredAdvertiserUser } from '../api/advertiser-session.ts';
import { fieldMessages, serverFieldMessages } from '../lib/issues.ts';

/** Settings (spec part 2 §2): the signed-in user's role, the account's details and its team. */
export function SettingsTab({ user, advertiser }: { user: StoredAdvertiserUser; advertiser: Advertiser | undefined }) {
  const details = advertiser
    ? [
        ['Company', advertiser.companyName],
        ['Website', advertiser.website ?? '—'],
        ['Industry', advertiser.industry ?? '—'],
        ['Contact Email', advertiser.contactEmail],
        ['Contact Phone', advertiser.contactPhone ?? '—'],
      ]
    : [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Your Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            <Row label="Name" value={[user.firstName, user.lastName].filter(Boolean).join(' ')} />
            <Row label="Email" value={user.email ?? ''} />
            <Row label="Role" value={<Badge className="capitalize">{user.role ?? 'member'}</Badge>} />
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Company</CardTitle>
        </CardHeader>
        <CardContent>
          {advertiser ? (
            <dl className="grid gap-3 text-sm">
              {details.map(([label, value]) => (
                <Row key={label} label={label!} value={value!} />
              ))}
            </dl>
          ) : (
            <Skeleton className="h-24" />
          )}
        </CardContent>
      </Card>
      <Team advertiserId={user.advertiserId} isAdmin={user.role === 'admin'} />
    </div>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-[9rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere] font-medium">{value}</dd>
    </div>
  );
}

function Team({ advertiserId, isAdmin }: { advertiserId: string; isAdmin: boolean }) {
  const users = useAdvertiserUsers(advertiserId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {users.isPending ? (
          <Skeleton className="h-16" />
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {users.data?.map((u) => (
              <li key={u.email} className="flex items-center justify-between gap-2 rounded-xl bg-muted/50 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">
                    {u.firstName} {u.lastName}
                  </span>
                  <span className="block truncate text-muted-foreground">{u.email}</span>
                </span>
                <Badge variant={u.role === 'admin' ? 'default' : 'secondary'} className="shrink-0 capitalize">
                  {u.role}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {isAdmin ? (
          <InviteColleague advertiserId={advertiserId} />
        ) : (
          <p className="text-sm text-muted-foreground">Only an admin can add colleagues.</p>
        )}
      </CardContent>
    </Card>
  );
}

function InviteColleague({ advertiserId }: { advertiserId: string }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const client = useQueryClient();
  const invite = useMutation({
    mutationFn: (body: InviteAdvertiserUser) => api.call(advertisersRoutes.inviteUser, { params: { id: advertiserId }, body }),
    onSuccess: (team) => client.setQueryData(portalKeys.users(advertiserId), team),
  });
  if (!open)
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        Add Colleague
      </Button>
    );
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = InviteAdvertiserUser.safeParse(values);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error.issues));
    try {
      await invite.mutateAsync(parsed.data);
      toast({ title: 'Colleague Added', description: `${parsed.data.firstName} can now sign in to the portal.` });
      setErrors({});
      setOpen(false);
    } catch (error) {
      setErrors(serverFieldMessages(error));
      toast({
        title: 'Failed to add colleague',
        description: error instanceof ApiError ? error.detail : 'Please try again',
        variant: 'destructive',
      });
    }
  }
  const input = (name: string, label: string, props: ComponentProps<typeof Input> = {}) => (
    <Field id={`invite-${name}`} label={label} error={errors[name]}>
      <Input id={`invite-${name}`} name={name} {...fieldErrorProps(`invite-${name}`, errors[name])} {...props} />
    </Field>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add Colleague"
      className="grid gap-4 rounded-2xl border border-border p-4 sm:grid-cols-2"
    >
      {input('firstName', 'First Name', { autoComplete: 'off' })}
      {input('lastName', 'Last Name', { autoComplete: 'off' })}
      {input('email', 'Email', { type: 'email', autoComplete: 'off' })}
      <Field id="invite-role" label="Role">
        <NativeSelect id="invite-role" name="role" defaultValue="member">
          <option value="member">Member</option>
          <option value="admin">Admin</option>
        </NativeSelect>
      </Field>
      {input('password', 'Password', { type: 'password', autoComplete: 'new-password', minLength: ADVERTISER_PASSWORD_MIN })}
      <div className="flex flex-col-reverse gap-2 self-end sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Adding...' : 'Add Colleague'}
        </Button>
      </div>
    </form>
  );
}
