import type { ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { EmptyState, PageFrame } from './PageFrame.tsx';

/**
 * A page a visitor may not see (spec part 2 §6): its own words, and Sign In that brings them back here
 * afterwards. The server refuses the page's calls all the same; this only says so kindly.
 */
export function SignInPrompt({
  icon,
  title,
  description,
  returnTo,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  returnTo: string;
}) {
  return (
    <PageFrame className="max-w-xl">
      <EmptyState
        headingLevel={1}
        icon={icon}
        title={title}
        description={description}
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
