import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Fish, Sparkles, Map as MapIcon } from 'lucide-react';
import { Button } from '@tightlines/kit';

/**
 * A component loaded when first drawn. Once its module is here (loaded by a first use, or provided),
 * it draws at once: the loader then answers synchronously, which React's lazy accepts without suspending.
 * (`provide` hands over a module imported some other way: the component tests.)
 */
function loadedWhenNeeded<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      const module = { default: component };
      loaded = module;
      return module;
    });
    return pending;
  };
  // biome-ignore lint/suspicious/noThenProperty: a thenable that answers synchronously is how lazy() draws a loaded module without suspending.
  const Component = lazy(() => (loaded ? ({ then: (done: (value: typeof loaded) => void) => done(loaded) } as never) : preload()));
  const provide = (component: ComponentType<P>) => {
    loaded = { default: component };
  };
  return { Component, provide };
}

// The three dialogs load when first opened, not with the home (the JavaScript budget): their forms,
// photo handling and the trip's place picker are most of the feed's code. Once opened they stay mounted.
const shareCatch = loadedWhenNeeded(() => import('./ShareDialog.tsx').then((m) => m.ShareDialog));
const shareContent = loadedWhenNeeded(() => import('./ShareContentDialog.tsx').then((m) => m.ShareContentDialog));
const logTrip = loadedWhenNeeded(() => import('../trips/LogTripDialog.tsx').then((m) => m.LogTripDialog));
const ShareDialog = shareCatch.Component;
const ShareContentDialog = shareContent.Component;
const LogTripDialog = logTrip.Component;

/** Hands over the three dialogs already imported (component tests open them synchronously). */
export function provideAnglerDialogs(dialogs: {
  ShareDialog: typeof import('./ShareDialog.tsx').ShareDialog;
  ShareContentDialog: typeof import('./ShareContentDialog.tsx').ShareContentDialog;
  LogTripDialog: typeof import('../trips/LogTripDialog.tsx').LogTripDialog;
}): void {
  shareCatch.provide(dialogs.ShareDialog);
  shareContent.provide(dialogs.ShareContentDialog);
  logTrip.provide(dialogs.LogTripDialog);
}

type Which = 'catch' | 'content' | 'trip';

/** The three things an angler does here: Share Catch, Share Content, Log Trip (feed header and own profile). */
export function AnglerActions() {
  const [open, setOpen] = useState<Which | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Which>>(new Set());
  const show = (which: Which) => {
    setOpened((before) => (before.has(which) ? before : new Set(before).add(which)));
    setOpen(which);
  };
  const toggle = (which: Which) => (next: boolean) => (next ? show(which) : setOpen(null));
  return (
    <>
      <Button onClick={() => show('catch')}>
        <Fish aria-hidden />
        Share Catch
      </Button>
      <Button variant="secondary" onClick={() => show('content')}>
        <Sparkles aria-hidden />
        Share Content
      </Button>
      <Button variant="outline" onClick={() => show('trip')}>
        <MapIcon aria-hidden />
        Log Trip
      </Button>
      <Suspense fallback={null}>
        {opened.has('catch') && <ShareDialog start="catch" open={open === 'catch'} onOpenChange={toggle('catch')} />}
        {opened.has('content') && <ShareContentDialog open={open === 'content'} onOpenChange={toggle('content')} />}
        {opened.has('trip') && <LogTripDialog open={open === 'trip'} onOpenChange={toggle('trip')} />}
      </Suspense>
    </>
  );
}
