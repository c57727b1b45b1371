import type { ComponentProps, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import type * as Parts from './dropdown-menu-parts.tsx';
import { partsOnFirstUse } from './parts-on-first-use.tsx';

/**
 * Dropdown menus whose code (Radix's menu with its positioning engine, ~12 KB of brotli) loads on first
 * use, not with every screen that shows a menu button — the header has two on every page (the JavaScript
 * budget). Until then the trigger is drawn as a plain button with the same look and roles;
 * pointing at it or focusing it fetches the menu, and pressing it (pointer, Enter, Space, ArrowDown)
 * opens the real menu as soon as it is there. After that every menu is Radix's own, unchanged.
 */
const menus = /* @__PURE__ */ partsOnFirstUse<typeof Parts>(() => import('./dropdown-menu-parts.tsx'), 'menu');
export const loadMenu = menus.load;

export const DropdownMenu = /* @__PURE__ */ menus.root((parts) => parts.DropdownMenu);

export const DropdownMenuTrigger = /* @__PURE__ */ menus.trigger(
  (parts) => parts.DropdownMenuTrigger,
  (openFirst, props: ComponentProps<typeof Parts.DropdownMenuTrigger>) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      props.onPointerDown?.(event);
      // As Radix's trigger: the main button without Ctrl opens it.
      if (!props.disabled && event.button === 0 && !event.ctrlKey) openFirst();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      props.onKeyDown?.(event);
      if (props.disabled || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
      event.preventDefault();
      openFirst();
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      props.onClick?.(event);
      // A click with no pointer before it (assistive technology): open too.
      if (!props.disabled && event.detail === 0) openFirst();
    },
  }),
);

export const DropdownMenuContent = /* @__PURE__ */ menus.content((parts) => parts.DropdownMenuContent);
export const DropdownMenuItem = /* @__PURE__ */ menus.part((parts) => parts.DropdownMenuItem);
export const DropdownMenuLabel = /* @__PURE__ */ menus.part((parts) => parts.DropdownMenuLabel);
export const DropdownMenuSeparator = /* @__PURE__ */ menus.part((parts) => parts.DropdownMenuSeparator);
