import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Input, Label, toast } from '@tightlines/kit';
import { AuthCard } from '../AuthCard.tsx';
import { postJson } from '../api/post-json.ts';
import { usePortalPath } from '../portal-path.tsx';
import { storeAdvertiserUser, type StoredAdvertiserUser } from '../api/advertiser-session.ts';

/** Advertiser login (spec part 2 §2): email and password, both required, and a way to register. */
export function LoginPage() {
  const navigate = useNavigate();
  const portalPath = usePortalPath();
  const [pending, setPending] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      const answer = await postJson<StoredAdvertiserUser>('/api/advertisers/login', {
        email: form.get('email'),
        password: form.get('password'),
      });
      if (!answer.ok) {
        toast({ title: 'Login Failed', description: answer.message ?? 'Invalid credentials', variant: 'destructive' });
        return;
      }
      storeAdvertiserUser(answer.body);
      toast({ title: 'Login Successful', description: 'Welcome to your advertiser dashboard.' });
      navigate(portalPath(`${encodeURIComponent(answer.body.advertiserId)}/dashboard`));
    } catch {
      toast({ title: 'Error', description: 'An error occurred during login. Please try again.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title="Advertiser Login" description="Sign in to manage your campaigns on Tightlines.">
      <form className="grid gap-4" onSubmit={signIn} aria-label="Advertiser login">
        <div className="grid gap-2">
          <Label htmlFor="advertiser-email">Email</Label>
          <Input id="advertiser-email" name="email" type="email" autoComplete="email" required placeholder="you@company.com" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="advertiser-password">Password</Label>
          <Input id="advertiser-password" name="password" type="password" autoComplete="current-password" required />
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
