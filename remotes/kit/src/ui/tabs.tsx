import { createContext, useCallback, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from './cn.ts';

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation, as Radix's were): a tablist whose arrow keys,
 * Home and End move between the tabs (wrapping) and select the one focused, one tab stop for the
 * list, each panel labelled by its tab, only the selected panel mounted.
 *
 * Our own, not Radix's, because of what Radix's cost a phone's first render (total blocking
 * time; trace of the signed-in home at 4x CPU): its panel's Presence reads the panel's computed style
 * while React commits (a forced style recalculation of the whole page, ~80 ms) and sets state from a
 * ref callback, which makes React re-render synchronously and run every passive effect of the screen
 * in that same task; its roving-focus group was another ~20 ms of render. No panel here animates.
 */
interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value: given, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const value = given ?? own;
  const select = useCallback(
    (next: string) => {
      if (next === value) return;
      if (given === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [value, given, onValueChange],
  );
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select, baseId }}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End: focus another enabled tab of the list (focusing one selects it). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  if (tabs.length === 0) return;
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const forward = (event.key === 'ArrowRight') !== rtl;
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : at < 0 ? 0 : (at + (forward ? 1 : -1) + tabs.length) % tabs.length;
  event.preventDefault();
  tabs[next]!.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('inline-flex w-full items-center gap-1 rounded-2xl bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      // The selected tab is the list's one tab stop; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-2 text-sm sm:px-3 font-semibold whitespace-nowrap transition ' +
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ' +
          'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 max-sm:[&_svg]:hidden',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // As Radix: a primary press selects at once; a ctrl-press does not move focus or select.
        if (disabled || event.defaultPrevented) return;
        if (event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        // A click with no press before it (assistive technology, a synthetic click) selects too.
        if (!disabled && !event.defaultPrevented) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!disabled && !event.defaultPrevented && (event.key === ' ' || event.key === 'Enter')) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Automatic activation: the tab the arrow keys reach is shown.
        if (!disabled && !event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, value, children, ...props }: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern: Tab moves from the tab list into the panel, even one holding no focusable control
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}

/**
 * A tab's name, and a shorter one a phone shows so a strip of four or five tabs keeps one row; the
 * full name stays the tab's accessible name at every size (read, not shown, on a phone).
 */
export function TabName({ name, short }: { name: string; short: string }) {
  return (
    <>
      <span className="max-sm:sr-only">{name}</span>
      <span className="sm:hidden" aria-hidden>
        {short}
      </span>
    </>
  );
}
