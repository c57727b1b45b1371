import { useDiscardGuard } from '../form/DiscardGuard.tsx';

/**
 * A form dialog that asks 'Discard your changes?' before typed content is lost. `onOpenChange` goes on
 * its Dialog (opening at once; Escape, the × or a click outside ask first while `dirty`), `cancel` on
 * its Cancel button, `close` after a success (no question), and `prompt` is rendered inside it. Every
 * close runs `reset` first, so the form opens empty next time.
 */
export function useGuardedClose(dirty: boolean, onOpenChange: (open: boolean) => void, reset?: () => void) {
  const guard = useDiscardGuard(dirty);
  const close = () => {
    reset?.();
    onOpenChange(false);
  };
  return {
    onOpenChange: (next: boolean) => (next ? onOpenChange(true) : guard.confirm(close)),
    cancel: () => guard.confirm(close),
    close,
    prompt: guard.prompt,
  };
}
