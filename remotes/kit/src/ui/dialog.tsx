import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Slot } from 'radix-ui';
import { cn } from './cn.ts';
import { loadOnFirstUse } from './load-on-first-use.ts';
import type * as Parts from './dialog-parts.tsx';

/**
 * Dialogs whose code (Radix's dialog and alert dialog with their layer, focus trap and scroll lock,
 * ~10 KB of brotli: ./dialog-parts.tsx) loads when a dialog first opens, not with every screen that has
 * one — as the kit's dropdown menus do (the JavaScript budget). A dialog opened by its owner
 * (`open`) shows as soon as its code is there; a DialogTrigger is drawn as a plain button with the same
 * roles until then, fetching the code when pointed at or focused and opening the dialog when pressed.
 * After that every dialog is Radix's own, unchanged.
 */
const dialogParts = loadOnFirstUse<typeof Parts>(() => import('./dialog-parts.tsx'));
export const loadDialog = dialogParts.load;
const fetchDialog = () => void loadDialog().catch(() => undefined);

/** The dialog parts once loaded; asks for them while `wanted` (re-rendering when they arrive). */
export function useDialogParts(wanted: boolean): typeof Parts | undefined {
  const [, setLoaded] = useState(() => dialogParts.current() !== undefined);
  useEffect(() => {
    if (wanted && !dialogParts.current()) void loadDialog().then(() => setLoaded(true), () => undefined);
  }, [wanted]);
  return dialogParts.current();
}

/** Inside a dialog not loaded yet: what its trigger calls to open it. */
const OpenFirst = createContext<(() => void) | null>(null);

type RootProps = ComponentProps<typeof Parts.Dialog>;

export function Dialog(props: RootProps) {
  const [openedFirst, setOpenedFirst] = useState(false);
  const asked = useRef(false);
  const { open, defaultOpen, onOpenChange } = props;
  const loaded = useDialogParts(Boolean(open ?? defaultOpen));

  if (loaded) return <loaded.Dialog {...props} defaultOpen={defaultOpen ?? openedFirst} />;

  const openFirst = () => {
    if (asked.current) return;
    asked.current = true;
    void loadDialog().then(
      () => {
        setOpenedFirst(true);
        onOpenChange?.(true);
      },
      () => (asked.current = false),
    );
  };
  return <OpenFirst.Provider value={openFirst}>{props.children}</OpenFirst.Provider>;
}

export function DialogTrigger({ asChild, ...props }: ComponentProps<typeof Parts.DialogTrigger>) {
  const parts = dialogParts.current();
  const openFirst = useContext(OpenFirst);
  if (!openFirst && parts) return <parts.DialogTrigger asChild={asChild} {...props} />;
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerEnter?.(event);
        fetchDialog();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        props.onFocus?.(event);
        fetchDialog();
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        // As Radix's trigger: a click (pointer, Enter, Space, assistive technology) opens it.
        if (!props.disabled && !event.defaultPrevented) openFirst?.();
      }}
    />
  );
}

export function DialogClose(props: ComponentProps<typeof Parts.DialogClose>) {
  const parts = dialogParts.current();
  return parts ? <parts.DialogClose {...props} /> : null;
}

export function DialogContent(props: ComponentProps<typeof Parts.DialogContent>) {
  const parts = dialogParts.current();
  const openFirst = useContext(OpenFirst);
  return !openFirst && parts ? <parts.DialogContent {...props} /> : null;
}

export function DialogTitle(props: ComponentProps<typeof Parts.DialogTitle>) {
  const parts = dialogParts.current();
  return parts ? <parts.DialogTitle {...props} /> : null;
}

export function DialogDescription(props: ComponentProps<typeof Parts.DialogDescription>) {
  const parts = dialogParts.current();
  return parts ? <parts.DialogDescription {...props} /> : null;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
