import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@tightlines/kit';
import { phoneSheet } from '../ui/sheet.ts';
import { ContentForm } from './ContentForm.tsx';

/** The Share Content dialog on its own (the header's Share Content button): tabs Photo, Video, Text. */
export function ShareContentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>Share Content</DialogTitle>
          <DialogDescription>A photo, a video or a few words for other anglers.</DialogDescription>
        </DialogHeader>
        <ContentForm onShared={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
