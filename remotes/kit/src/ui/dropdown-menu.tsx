import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Slot } from 'radix-ui';
import type * as Parts from './dropdown-menu-parts.tsx';
import { loadOnFirstUse } from './load-on-first-use.ts';

/**
 * Dropdown menus whose code (Radix's menu with its positioning engine, ~12 KB of brotli) loads on first
 * use, not with every screen that shows a menu button — the header has two on every page (the JavaScript
 * budget). Until then the trigger is drawn as a plain button with the same look and roles;
 * pointing at it or focusing it fetches the menu, and pressing it (pointer, Enter, Space, ArrowDown)
 * opens the real menu as soon as it is there. After that every menu is Radix's own, unchanged.
 */
const menuParts = loadOnFirstUse<typeof Parts>(() => import('./dropdown-menu-parts.tsx'));
export const loadMenu = menuParts.load;
const fetchMenu = () => void loadMenu().catch(() => undefined);

/** Inside a menu not loaded yet: what its trigger calls to open it. */
const OpenFirst = createContext<(() => void) | null>(null);

type RootProps = ComponentProps<typeof Parts.DropdownMenu>;

export function DropdownMenu(props: RootProps) {
  const [openedFirst, setOpenedFirst] = useState(false);
  const [ready, setReady] = useState(() => menuParts.current() !== undefined);
  const asked = useRef(false);
  const { open, onOpenChange } = props;

  useEffect(() => {
    // Opened by its owner (a controlled menu) before anyone pressed it.
    if (open && !ready) void loadMenu().then(() => setReady(true), () => undefined);
  }, [open, ready]);

  const parts = menuParts.current();
  if (ready && parts) return <parts.DropdownMenu {...props} defaultOpen={props.defaultOpen ?? openedFirst} />;

  const openFirst = () => {
    if (asked.current) return;
    asked.current = true;
    void loadMenu().then(
      () => {
        setOpenedFirst(true);
        setReady(true);
        onOpenChange?.(true);
      },
      () => (asked.current = false),
    );
  };
  return <OpenFirst.Provider value={openFirst}>{props.children}</OpenFirst.Provider>;
}

export function DropdownMenuTrigger({ asChild, ...props }: ComponentProps<typeof Parts.DropdownMenuTrigger>) {
  const parts = menuParts.current();
  const openFirst = useContext(OpenFirst);
  if (!openFirst && parts) return <parts.DropdownMenuTrigger asChild={asChild} {...props} />;
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerEnter?.(event);
        fetchMenu();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        props.onFocus?.(event);
        fetchMenu();
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerDown?.(event);
        // As Radix's trigger: the main button without Ctrl opens it.
        if (!props.disabled && event.button === 0 && !event.ctrlKey) openFirst?.();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        props.onKeyDown?.(event);
        if (props.disabled || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        openFirst?.();
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        // A click with no pointer before it (assistive technology): open too.
        if (!props.disabled && event.detail === 0) openFirst?.();
      }}
    />
  );
}

export function DropdownMenuContent(props: ComponentProps<typeof Parts.DropdownMenuContent>) {
  const parts = menuParts.current();
  const openFirst = useContext(OpenFirst);
  return !openFirst && parts ? <parts.DropdownMenuContent {...props} /> : null;
}

export function DropdownMenuItem(props: ComponentProps<typeof Parts.DropdownMenuItem>) {
  const parts = menuParts.current();
  return parts ? <parts.DropdownMenuItem {...props} /> : null;
}

export function DropdownMenuLabel(props: ComponentProps<typeof Parts.DropdownMenuLabel>) {
  const parts = menuParts.current();
  return parts ? <parts.DropdownMenuLabel {...props} /> : null;
}

export function DropdownMenuSeparator(props: ComponentProps<typeof Parts.DropdownMenuSeparator>) {
  const parts = menuParts.current();
  return parts ? <parts.DropdownMenuSeparator {...props} /> : null;
}
