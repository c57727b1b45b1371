import { useState, type ComponentProps, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, Button, Field, Input, api, fieldErrorProps, toast, useFieldErrors } from '@tightlines/kit';
import { ADVERTISER_PASSWORD_MIN, advertisersRoutes, type RegisterAdvertiser } from '@tightlines/contracts';
import { AuthCard } from '../AuthCard.tsx';
import { usePortalPath } from '../portal-path.tsx';

/** One of the form's text inputs in the kit's field (its name is its id: the form reads it back by name). */
function TextField({ id, label, error, ...input }: { id: string; label: string; error?: string } & ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} error={error}>
      <Input id={id} name={id} {...input} {...fieldErrorProps(id, error)} />
    </Field>
  );
}

/** An optional field left empty is not sent at all. */
const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * What the form sends (spec part 2 §7): the company and its primary user. Not the primary
 * user's role, whether they are active, or the account's status — the server decides those
 * (an active admin of a pending account).
 */
export function registration(form: Record<string, string>): RegisterAdvertiser {
  return {
    companyName: form.companyName ?? '',
    website: optional(form.website),
    industry: optional(form.industry),
    contactEmail: form.contactEmail ?? '',
    contactPhone: optional(form.contactPhone),
    description: optional(form.description),
    primaryUser: {
      email: form.email ?? '',
      firstName: form.firstName ?? '',
      lastName: form.lastName ?? '',
      password: form.password ?? '',
    },
  };
}

/**
 * Registration (spec part 2 §2): the company and its primary user; the account starts pending.
 * A refusal says the server's words (spec §8: 'Registration Failed'), and beside each field it named.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const portalPath = usePortalPath();
  const [pending, setPending] = useState(false);
  const problems = useFieldErrors();

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setPending(true);
    problems.clear();
    try {
      await api.call(advertisersRoutes.register, { body: registration(form) });
      toast({
        title: 'Registration Successful',
        description: 'Your advertiser account has been created and is pending approval.',
      });
      navigate(portalPath('login'));
    } catch (error) {
      if (error instanceof ApiError) {
        problems.show(error);
        toast({ title: 'Registration Failed', description: error.detail || 'Failed to create account', variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: 'An error occurred during registration. Please try again.', variant: 'destructive' });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard wide title="Become an Advertiser" description="Reach anglers where they plan their next trip.">
      <form className="grid gap-6" onSubmit={register} aria-label="Advertiser registration">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-semibold">Company</legend>
          <TextField id="companyName" label="Company Name" required autoComplete="organization" error={problems.of('companyName')} />
          <TextField id="website" label="Website" type="url" placeholder="https://" autoComplete="url" error={problems.of('website')} />
          <TextField id="industry" label="Industry" error={problems.of('industry')} />
          <TextField id="contactEmail" label="Contact Email" type="email" required error={problems.of('contactEmail')} />
          <TextField id="contactPhone" label="Contact Phone" type="tel" autoComplete="tel" error={problems.of('contactPhone')} />
          <TextField id="description" label="Description" error={problems.of('description')} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-semibold">Primary user</legend>
          <TextField id="firstName" label="First Name" required autoComplete="given-name" error={problems.of('primaryUser.firstName')} />
          <TextField id="lastName" label="Last Name" required autoComplete="family-name" error={problems.of('primaryUser.lastName')} />
          <TextField id="email" label="Your Email" type="email" required autoComplete="email" error={problems.of('primaryUser.email')} />
          <TextField
            id="password"
            label="Password"
            type="password"
            required
            minLength={ADVERTISER_PASSWORD_MIN}
            autoComplete="new-password"
            error={problems.of('primaryUser.password')}
          />
        </fieldset>
        <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:justify-self-end">
          {pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={portalPath('login')} className="font-semibold text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
