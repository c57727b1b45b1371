import { DialogFooter } from '../ui/dialog.tsx';
import { Button, type ButtonProps } from '../ui/button.tsx';

/**
 * A dialog's footer: Cancel, then its one action, which reads `pendingLabel` and is disabled while
 * the request is under way (or while `disabled`). Without `onAction` the action submits the form the
 * footer stands in.
 */
export function DialogActions({
  label,
  pendingLabel,
  pending = false,
  disabled = false,
  onAction,
  onCancel,
  cancelLabel = 'Cancel',
  variant,
  className,
}: {
  label: string;
  pendingLabel: string;
  pending?: boolean;
  disabled?: boolean;
  onAction?: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type={onAction ? 'button' : 'submit'} variant={variant} onClick={onAction} disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
