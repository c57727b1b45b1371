import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, useDiscardGuard } from '@tightlines/kit';
import { phoneSheet } from '../ui/sheet.ts';
import { ContentForm } from './ContentForm.tsx';

/**
 * The Share Content dialog on its own (the header's Share Content button): tabs Photo, Video,
 * Text. Closing it with something typed asks first.
 */
export function ShareContentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : guard.confirm(close))}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>Share Content</DialogTitle>
          <DialogDescription>A photo, a video or a few words for other anglers.</DialogDescription>
        </DialogHeader>
        <ContentForm onShared={close} onDirtyChange={setDirty} />
        {guard.prompt}
      </DialogContent>
    </Dialog>
  );
}
