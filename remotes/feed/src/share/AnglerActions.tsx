import { Suspense } from 'react';
import { Fish, Sparkles, Map as MapIcon } from 'lucide-react';
import { Button, lazyComponent } from '@tightlines/kit';
import { useLazyDialogs } from '../lib/use-lazy-dialogs.ts';

// The three dialogs load when first opened, not with the home (the JavaScript budget): their forms,
// photo handling and the trip's place picker are most of the feed's code. Once opened they stay mounted.
const ShareDialog = lazyComponent(() => import('./ShareDialog.tsx').then((m) => m.ShareDialog));
const ShareContentDialog = lazyComponent(() => import('./ShareContentDialog.tsx').then((m) => m.ShareContentDialog));
const LogTripDialog = lazyComponent(() => import('../trips/LogTripDialog.tsx').then((m) => m.LogTripDialog));

/** Hands over the three dialogs already imported (component tests open them synchronously). */
export function provideAnglerDialogs(dialogs: {
  ShareDialog: typeof import('./ShareDialog.tsx').ShareDialog;
  ShareContentDialog: typeof import('./ShareContentDialog.tsx').ShareContentDialog;
  LogTripDialog: typeof import('../trips/LogTripDialog.tsx').LogTripDialog;
}): void {
  ShareDialog.provide(dialogs.ShareDialog);
  ShareContentDialog.provide(dialogs.ShareContentDialog);
  LogTripDialog.provide(dialogs.LogTripDialog);
}

/**
 * The verb of a button's label: shown from a tablet up. Three labels in full do not fit one row of a
 * 360 px phone ("Share Content" wrapped); the icon and noun do. The button's name stays whole through its
 * aria-label (a hidden span's trailing space is not reliably kept in the computed name).
 */
function Verb({ children }: { children: string }) {
  return <span className="max-sm:sr-only">{children}</span>;
}

type Which = 'catch' | 'content' | 'trip';

/** The three things an angler does here: Share Catch, Share Content, Log Trip (feed header and own profile). */
export function AnglerActions() {
  const { open, opened, show, toggle } = useLazyDialogs<Which>();
  return (
    <>
      <Button onClick={() => show('catch')} aria-label="Share Catch">
        <Fish aria-hidden />
        <span>
          <Verb>Share </Verb>Catch
        </span>
      </Button>
      <Button variant="secondary" onClick={() => show('content')} aria-label="Share Content">
        <Sparkles aria-hidden />
        <span>
          <Verb>Share </Verb>Content
        </span>
      </Button>
      <Button variant="outline" onClick={() => show('trip')} aria-label="Log Trip">
        <MapIcon aria-hidden />
        <span>
          <Verb>Log </Verb>Trip
        </span>
      </Button>
      <Suspense fallback={null}>
        {opened.has('catch') && <ShareDialog start="catch" open={open === 'catch'} onOpenChange={toggle('catch')} />}
        {opened.has('content') && <ShareContentDialog open={open === 'content'} onOpenChange={toggle('content')} />}
        {opened.has('trip') && <LogTripDialog open={open === 'trip'} onOpenChange={toggle('trip')} />}
      </Suspense>
    </>
  );
}
