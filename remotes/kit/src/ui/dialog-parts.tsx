import { useRef, type ComponentProps } from 'react';
import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn.ts';
import { Button } from './button.tsx';
import { focusAfterPaint, nothingFocused } from './focus-after-paint.ts';
import { phoneSheet } from './phone-sheet.ts';

/**
 * Dialogs themselves: Radix's dialog and alert dialog (its layer, focus trap and scroll lock). Loaded
 * when a dialog first opens by ./dialog.tsx, which screens import; nothing here keeps module state of
 * ours, so the kit stays one copy of what does (the JavaScript budget).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The dialog's panel. Focus goes back to the control that opened it when it closes — also for
 * dialogs opened from a plain button (no DialogTrigger), which Radix alone would leave on the page.
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const opener = useRef<Element | null>(null);
  // On a phone a sheet covers the whole screen, the overlay beneath it too: its blur is never seen there,
  // but the compositor still blurred the whole page behind it for every frame anything under it moved
  // (a placeholder's pulse) — without a GPU, Lighthouse's Chromium, seconds of a core taken from the page.
  const sheet = typeof className === 'string' && className.includes(phoneSheet);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/50 backdrop-blur-sm', sheet && 'max-sm:backdrop-blur-none')} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] grid-cols-[minmax(0,1fr)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl',
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Fired before focus moves into the dialog: what has focus now opened it.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
          // Opened with the page, not from a control: focus waits for the first paint (focus-after-paint.ts).
          if (!event.defaultPrevented && nothingFocused(opener.current) && event.currentTarget instanceof HTMLElement) {
            event.preventDefault();
            focusAfterPaint(event.currentTarget);
          }
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          opener.current = null;
          if (event.defaultPrevented) return;
          if (target instanceof HTMLElement && target.isConnected && target !== document.body) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** '../form/DiscardGuard.tsx's question, drawn inside the dialog it guards (so this module is loaded). */
export function DiscardPrompt({
  open,
  text,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  text: { title: string; description: string; keep: string; discard: string };
  onKeep: () => void;
  onDiscard: () => void;
}) {
  // Where focus was when the question came up (the close button, a field): Keep Editing returns there.
  const before = useRef<Element | null>(null);
  if (open && !before.current) before.current = globalThis.document?.activeElement ?? null;
  return (
    <AlertPrimitive.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <AlertPrimitive.Content
          onCloseAutoFocus={(event) => {
            const target = before.current;
            before.current = null;
            if (target instanceof HTMLElement && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-[60] grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl"
        >
          <AlertPrimitive.Title className="text-lg font-semibold">{text.title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-muted-foreground">{text.description}</AlertPrimitive.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel asChild>
              <Button variant="outline">{text.keep}</Button>
            </AlertPrimitive.Cancel>
            <AlertPrimitive.Action asChild>
              <Button
                variant="destructive"
                onClick={() => {
                  // The dialog it guards closes now: its own opener gets focus, not a field inside it.
                  before.current = null;
                  onDiscard();
                }}
              >
                {text.discard}
              </Button>
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
