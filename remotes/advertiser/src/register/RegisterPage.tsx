import { useState, type ComponentProps, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Input, Label, toast } from '@tightlines/kit';
import { AuthCard } from '../AuthCard.tsx';
import { postJson } from '../api/post-json.ts';
import { usePortalPath } from '../portal-path.tsx';

/** Spec part 2 §9: the advertiser password's minimum length. */
export const ADVERTISER_PASSWORD_MIN = 8;

function Field({ id, label, ...input }: { id: string; label: string } & ComponentProps<'input'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} {...input} />
    </div>
  );
}

/** Registration (spec part 2 §2): the company and its primary user; the account starts pending. */
export function RegisterPage() {
  const navigate = useNavigate();
  const portalPath = usePortalPath();
  const [pending, setPending] = useState(false);

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setPending(true);
    try {
      const answer = await postJson('/api/advertisers/register', {
        companyName: form.companyName,
        website: form.website || undefined,
        industry: form.industry || undefined,
        contactEmail: form.contactEmail,
        contactPhone: form.contactPhone || undefined,
        description: form.description || undefined,
        accountStatus: 'pending',
        primaryUser: {
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          password: form.password,
          role: 'admin',
          isActive: true,
        },
      });
      if (!answer.ok) {
        toast({ title: 'Registration Failed', description: answer.message ?? 'Failed to create account', variant: 'destructive' });
        return;
      }
      toast({
        title: 'Registration Successful',
        description: 'Your advertiser account has been created and is pending approval.',
      });
      navigate(portalPath('login'));
    } catch {
      toast({ title: 'Error', description: 'An error occurred during registration. Please try again.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard wide title="Become an Advertiser" description="Reach anglers where they plan their next trip.">
      <form className="grid gap-6" onSubmit={register} aria-label="Advertiser registration">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-semibold">Company</legend>
          <Field id="companyName" label="Company Name" required autoComplete="organization" />
          <Field id="website" label="Website" type="url" placeholder="https://" autoComplete="url" />
          <Field id="industry" label="Industry" />
          <Field id="contactEmail" label="Contact Email" type="email" required />
          <Field id="contactPhone" label="Contact Phone" type="tel" autoComplete="tel" />
          <Field id="description" label="Description" />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-semibold">Primary user</legend>
          <Field id="firstName" label="First Name" required autoComplete="given-name" />
          <Field id="lastName" label="Last Name" required autoComplete="family-name" />
          <Field id="email" label="Your Email" type="email" required autoComplete="email" />
          <Field id="password" label="Password" type="password" required minLength={ADVERTISER_PASSWORD_MIN} autoComplete="new-password" />
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
