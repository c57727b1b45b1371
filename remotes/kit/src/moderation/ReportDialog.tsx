import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  MODERATION_PAGES,
  REPORT_REASONS,
  type ReportableKind,
  type ReportReason,
} from '@tightlines/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { DialogActions } from '../dialogs/DialogActions.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { Field } from '../form/Field.tsx';
import { FieldError, fieldErrorProps } from '../form/FieldError.tsx';
import { cn } from '../ui/cn.ts';
import { useReportItem } from './use-report-item.ts';

const CHOOSE_REASON = 'Choose a reason';

export interface ReportTarget {
  kind: ReportableKind;
  itemId: string;
  /** What the angler is reporting, in words for the title: 'this post', 'this answer', "Bob Caster's profile". */
  what: string;
}

/**
 * Report, in two taps: a reason (the contract's list, in its order), optional details — words are needed
 * for "Other" — and Report. The guidelines are a link away. Thanked at once; the outcome comes later.
 */
export function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const report = useReportItem();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [checked, setChecked] = useState(false);
  const reasonError = checked && !reason ? CHOOSE_REASON : undefined;
  const detailsError = checked && reason === 'other' && !details.trim() ? MODERATION_MESSAGES.otherNeedsWords : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!reason || (reason === 'other' && !details.trim())) return;
    const outcome = await report.send({ kind: target.kind, itemId: target.itemId, reason, details: details.trim() || undefined });
    if (outcome !== 'failed') onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {target.what}</DialogTitle>
          <DialogDescription>
            What is wrong with it? Our{' '}
            <Link
              to={MODERATION_PAGES.guidelines}
              className="font-medium text-primary underline underline-offset-4"
              onClick={() => onOpenChange(false)}
            >
              community guidelines
            </Link>{' '}
            say what is not allowed.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label={`Report ${target.what}`}>
          <fieldset className="grid gap-2" aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">Reason</legend>
            {REPORT_REASONS.map((r) => (
              <label
                key={r.id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-border bg-card px-3 py-2 transition-colors hover:bg-muted',
                  'has-[:checked]:border-primary has-[:checked]:bg-secondary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={r.id}
                  checked={reason === r.id}
                  onChange={() => setReason(r.id)}
                  className="size-4 accent-primary"
                />
                {r.label}
              </label>
            ))}
            <FieldError inputId={`${id}-reason`} message={reasonError} />
          </fieldset>
          <Field
            id={`${id}-details`}
            label={reason === 'other' ? 'What is wrong?' : 'Details'}
            required={reason === 'other'}
            hint={reason === 'other' ? undefined : 'Optional'}
            error={detailsError}
          >
            <Textarea
              id={`${id}-details`}
              rows={3}
              maxLength={MODERATION_LIMITS.detailsChars}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              aria-required={reason === 'other'}
              {...fieldErrorProps(`${id}-details`, detailsError)}
            />
          </Field>
          <DialogActions label="Report" pendingLabel="Reporting..." pending={report.pending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
