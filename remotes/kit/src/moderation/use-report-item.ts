import { MODERATION_MESSAGES, moderationRoutes, type CreateReport } from '@tightlines/contracts';
import { api } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import { useCreating } from '../api/use-creating.ts';
import { toast } from '../toast/toast-store.ts';

/** What became of a report: sent (thanked), sent before (told so), or not sent (the form stays open). */
export type ReportOutcome = 'sent' | 'already' | 'failed';

/**
 * Sends a report and tells the angler at once: thanked (the server's words, else the contract's), told
 * they have reported it already (409: one open report per angler per item), or why it did not go.
 */
export function useReportItem() {
  const report = useCreating({
    mutationFn: (body: CreateReport, idempotencyKey) => api.call(moderationRoutes.report, { body, idempotencyKey }),
  });
  async function send(body: CreateReport): Promise<ReportOutcome> {
    try {
      const received = await report.mutateAsync(body);
      toast({ title: 'Thank you', description: received.message || MODERATION_MESSAGES.thanks });
      return 'sent';
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: 'Already reported', description: MODERATION_MESSAGES.alreadyReported });
        return 'already';
      }
      const words =
        error instanceof ApiError ? (error.status === 404 ? MODERATION_MESSAGES.itemNotFound : error.detail) : 'Please try again';
      toast({ title: 'The report was not sent', description: words, variant: 'destructive' });
      return 'failed';
    }
  }
  return { send, pending: report.isPending };
}
