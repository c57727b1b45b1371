import { useState } from 'react';
import { Fish, Sparkles, Map as MapIcon } from 'lucide-react';
import { Button } from '@tightlines/kit';
import { ShareDialog } from './ShareDialog.tsx';
import { ShareContentDialog } from './ShareContentDialog.tsx';
import { LogTripDialog } from '../trips/LogTripDialog.tsx';

/** The three things an angler does here: Share Catch, Share Content, Log Trip (feed header and own profile). */
export function AnglerActions() {
  const [open, setOpen] = useState<'catch' | 'content' | 'trip' | null>(null);
  const toggle = (which: 'catch' | 'content' | 'trip') => (next: boolean) => setOpen(next ? which : null);
  return (
    <>
      <Button onClick={() => setOpen('catch')}>
        <Fish aria-hidden />
        Share Catch
      </Button>
      <Button variant="secondary" onClick={() => setOpen('content')}>
        <Sparkles aria-hidden />
        Share Content
      </Button>
      <Button variant="outline" onClick={() => setOpen('trip')}>
        <MapIcon aria-hidden />
        Log Trip
      </Button>
      <ShareDialog start="catch" open={open === 'catch'} onOpenChange={toggle('catch')} />
      <ShareContentDialog open={open === 'content'} onOpenChange={toggle('content')} />
      <LogTripDialog open={open === 'trip'} onOpenChange={toggle('trip')} />
    </>
  );
}
