import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { loadOnFirstUse } from './load-on-first-use.ts';

/** What a Radix popup's root takes that matters before its code is there. */
interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  children?: ReactNode;
}

/** A trigger's own props that its stand-in keeps. */
type TriggerProps = HTMLAttributes<HTMLButtonElement> & { asChild?: boolean; disabled?: boolean };

/**
 * A popup of Radix parts (a dialog, a dropdown menu) whose code loads when it is first used rather than
 * with every screen that shows one (the first screens' JavaScript budget). Until then its root draws only its
 * children, its trigger is a plain button with the same roles (pointing at it or focusing it fetches the
 * code; pressing it, as `opens` says, opens the popup once the code is there) and its other parts draw
 * nothing. After that every part is Radix's own, unchanged.
 */
export function partsOnFirstUse<Parts>(importer: () => Promise<Parts>, popup: 'dialog' | 'menu') {
  const parts = loadOnFirstUse(importer);
  const fetchParts = () => void parts.load().catch(() => undefined);
  /** Inside a root not loaded yet: what its trigger calls to open it. */
  const OpenFirst = createContext<(() => void) | null>(null);

  /** The parts once loaded; asks for them while `wanted` (re-rendering when they arrive). */
  // biome-ignore lint/correctness/noComponentHookFactories: partsOnFirstUse is called once at module level per popup, so this is one hook for good
  function useParts(wanted: boolean): Parts | undefined {
    const [, setLoaded] = useState(() => parts.current() !== undefined);
    useEffect(() => {
      if (wanted && !parts.current())
        void parts.load().then(
          () => setLoaded(true),
          () => undefined,
        );
    }, [wanted]);
    return parts.current();
  }

  /** The root: Radix's once loaded (at once when its owner opens it), else its children with a way to open it. */
  function root<P extends RootProps>(pick: (loaded: Parts) => ComponentType<P>) {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per part when its popup's module is evaluated, never during a render
    return function Root(props: P) {
      const [openedFirst, setOpenedFirst] = useState(false);
      const asked = useRef(false);
      const { open, defaultOpen, onOpenChange } = props;
      const loaded = useParts(Boolean(open ?? defaultOpen));
      if (loaded) {
        const Loaded = pick(loaded);
        return <Loaded {...props} defaultOpen={defaultOpen ?? openedFirst} />;
      }
      const openFirst = () => {
        if (asked.current) return;
        asked.current = true;
        void parts.load().then(
          () => {
            setOpenedFirst(true);
            onOpenChange?.(true);
          },
          () => (asked.current = false),
        );
      };
      return <OpenFirst.Provider value={openFirst}>{props.children}</OpenFirst.Provider>;
    };
  }

  /** The trigger: Radix's once loaded; until then a button that fetches the code early and opens the popup as `opens` says. */
  function trigger<P extends TriggerProps>(
    pick: (loaded: Parts) => ComponentType<P>,
    opens: (openFirst: () => void, props: P) => Partial<ComponentProps<'button'>>,
  ) {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per part when its popup's module is evaluated, never during a render
    return function Trigger(props: P) {
      const loaded = parts.current();
      const openFirst = useContext(OpenFirst);
      if (!openFirst && loaded) {
        const Loaded = pick(loaded);
        return <Loaded {...props} />;
      }
      const { asChild, ...rest } = props;
      const Comp = asChild ? Slot.Root : 'button';
      return (
        <Comp
          type={asChild ? undefined : 'button'}
          aria-haspopup={popup}
          aria-expanded={false}
          data-state="closed"
          {...rest}
          onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
            props.onPointerEnter?.(event);
            fetchParts();
          }}
          onFocus={(event: FocusEvent<HTMLButtonElement>) => {
            props.onFocus?.(event);
            fetchParts();
          }}
          {...opens(() => openFirst?.(), props)}
        />
      );
    };
  }

  /** A part inside the popup (title, item, close button): drawn once the code is there. */
  function part<P extends object>(pick: (loaded: Parts) => ComponentType<P>) {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per part when its popup's module is evaluated, never during a render
    return function Part(props: P) {
      const loaded = parts.current();
      if (!loaded) return null;
      const Loaded = pick(loaded);
      return <Loaded {...props} />;
    };
  }

  /** The popup's content: drawn once the root is Radix's own (not while it waits to open on first use). */
  function content<P extends object>(pick: (loaded: Parts) => ComponentType<P>) {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per part when its popup's module is evaluated, never during a render
    return function Content(props: P) {
      const loaded = parts.current();
      const openFirst = useContext(OpenFirst);
      if (openFirst || !loaded) return null;
      const Loaded = pick(loaded);
      return <Loaded {...props} />;
    };
  }

  return { load: parts.load, useParts, root, trigger, part, content };
}
