import type { ComponentProps, MouseEvent } from 'react';
import { cn } from './cn.ts';
import { partsOnFirstUse } from './parts-on-first-use.tsx';
import type * as Parts from './dialog-parts.tsx';

/**
 * Dialogs whose code (Radix's dialog and alert dialog with their layer, focus trap and scroll lock,
 * ~10 KB of brotli: ./dialog-parts.tsx) loads when a dialog first opens, not with every screen that has
 * one — as the kit's dropdown menus do (the JavaScript budget). A dialog opened by its owner
 * (`open`) shows as soon as its code is there; a DialogTrigger is drawn as a plain button with the same
 * roles until then, fetching the code when pointed at or focused and opening the dialog when pressed.
 * After that every dialog is Radix's own, unchanged.
 */
const dialogs = /* @__PURE__ */ partsOnFirstUse<typeof Parts>(() => import('./dialog-parts.tsx'), 'dialog');
export const loadDialog = dialogs.load;

/** The dialog parts once loaded; asks for them while `wanted` (re-rendering when they arrive). */
export const useDialogParts = dialogs.useParts;

export const Dialog = /* @__PURE__ */ dialogs.root((parts) => parts.Dialog);

export const DialogTrigger = /* @__PURE__ */ dialogs.trigger(
  (parts) => parts.DialogTrigger,
  (openFirst, props: ComponentProps<typeof Parts.DialogTrigger>) => ({
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      props.onClick?.(event);
      // As Radix's trigger: a click (pointer, Enter, Space, assistive technology) opens it.
      if (!props.disabled && !event.defaultPrevented) openFirst();
    },
  }),
);

export const DialogClose = /* @__PURE__ */ dialogs.part((parts) => parts.DialogClose);
export const DialogContent = /* @__PURE__ */ dialogs.content((parts) => parts.DialogContent);
export const DialogTitle = /* @__PURE__ */ dialogs.part((parts) => parts.DialogTitle);
export const DialogDescription = /* @__PURE__ */ dialogs.part((parts) => parts.DialogDescription);

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
