import { LogIn } from 'lucide-react';
import { Button, EmptyState, PageFrame } from '@tightlines/kit';
import type { ReactNode } from 'react';

/** Spec §6: the messages and groups pages ask an anonymous visitor to log in. */
export function LoginPrompt({ icon, title, returnTo }: { icon: ReactNode; title: string; returnTo: string }) {
  return (
    <PageFrame className="max-w-xl">
      <EmptyState
        headingLevel={1}
        icon={icon}
        title={title}
        description="Sign in to talk with your mates and your groups."
        action={
          <Button asChild>
            <a href={`/api/login?returnTo=${encodeURIComponent(returnTo)}`}>
              <LogIn aria-hidden />
              Sign In
            </a>
          </Button>
        }
      />
    </PageFrame>
  );
}
