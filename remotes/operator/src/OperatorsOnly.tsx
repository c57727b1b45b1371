import { ShieldAlert } from 'lucide-react';
import { Button, EmptyState, PageFrame } from '@tightlines/kit';
import { MODERATION_MESSAGES } from '@tightlines/contracts';

/** What an angler who is not an operator sees at /operator (the advertiser portal's review said the same). */
export function OperatorsOnly() {
  return (
    <PageFrame className="max-w-xl">
      <EmptyState
        icon={<ShieldAlert aria-hidden />}
        headingLevel={1}
        title="Operators only"
        description={`${MODERATION_MESSAGES.operatorsOnly}. Sign in with an operator's account to use it.`}
        action={
          <Button asChild>
            <a href="/api/login?returnTo=%2Foperator">Sign In</a>
          </Button>
        }
      />
    </PageFrame>
  );
}
