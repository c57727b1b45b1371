import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, useGuardedClose, phoneSheet } from '@tightlines/kit';
import { ContentForm } from './ContentForm.tsx';

/**
 * The Share Content dialog on its own (the header's Share Content button): tabs Photo, Video,
 * Text. Closing it with something typed asks first.
 */
export function ShareContentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [dirty, setDirty] = useState(false);
  const dialog = useGuardedClose(dirty, onOpenChange, () => setDirty(false));
  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>Share Content</DialogTitle>
          <DialogDescription>A photo, a video or a few words for other anglers.</DialogDescription>
        </DialogHeader>
        <ContentForm onShared={dialog.close} onDirtyChange={setDirty} />
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}
