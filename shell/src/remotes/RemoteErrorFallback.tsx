import { CloudOff, RotateCw } from 'lucide-react';
import { Button, EmptyState, PageFrame } from '@tightlines/kit';

export const REMOTE_ERROR_TITLE = "This part of Tightlines didn't load";

/** The friendly message in the content area when a remote cannot be loaded. */
export function RemoteErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <PageFrame>
      <div role="alert">
        <EmptyState
          icon={<CloudOff aria-hidden />}
          title={REMOTE_ERROR_TITLE}
          description="Check your connection and try again. Everything else on Tightlines keeps working."
          action={
            <Button onClick={onRetry}>
              <RotateCw aria-hidden />
              Retry
            </Button>
          }
        />
      </div>
    </PageFrame>
  );
}
