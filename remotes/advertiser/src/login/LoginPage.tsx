import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, Button, FieldError, Input, Label, api, fieldErrorProps, toast, useFieldErrors } from '@tightlines/kit';
import { advertisersRoutes } from '@tightlines/contracts';
import { AuthCard } from '../AuthCard.tsx';
import { usePortalPath } from '../portal-path.tsx';
import { storeAdvertiserUser } from '../api/advertiser-session.ts';

/**
 * Advertiser login (spec part 2 §2): email and password, both required, and a way to register.
 * A refusal says the server's words (spec §8: 'Login Failed'), and beside each field it named.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const portalPath = usePortalPath();
  const [pending, setPending] = useState(false);
  const problems = useFieldErrors();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    problems.clear();
    try {
      const user = await api.call(advertisersRoutes.login, {
        body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      });
      storeAdvertiserUser(user);
      toast({ title: 'Login Successful', description: 'Welcome to your advertiser dashboard.' });
      navigate(portalPath(`${encodeURIComponent(user.advertiserId)}/dashboard`));
    } catch (error) {
      if (error instanceof ApiError) {
        problems.show(error);
        toast({ title: 'Login Failed', description: error.detail || 'Invalid credentials', variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: 'An error occurred during login. Please try again.', variant: 'destructive' });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title="Advertiser Login" description="Sign in to manage your campaigns on Tightlines.">
      <form className="grid gap-4" onSubmit={signIn} aria-label="Advertiser login">
        <div className="grid gap-2">
          <Label htmlFor="advertiser-email">Email</Label>
          <Input
            id="advertiser-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="you@company.com"
            {...fieldErrorProps('advertiser-email', problems.of('email'))}
          />
          <FieldError inputId="advertiser-email" message={problems.of('email')} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="advertiser-password">Password</Label>
          <Input
            id="advertiser-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            {...fieldErrorProps('advertiser-password', problems.of('password'))}
          />
          <FieldError inputId="advertiser-password" message={problems.of('password')} />
        </div>
        <Button type="submit" disabled={pending} className="mt-2 w-full">
          {pending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don't have an account?{' '}
        <Link to={portalPath('register')} className="font-semibold text-primary hover:underline">
          Register here
        </Link>
      </p>
    </AuthCard>
  );
}
