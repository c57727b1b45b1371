import { Share2 } from 'lucide-react';
import { Button, toast } from '@tightlines/kit';

/** Share: the system's share sheet where the browser has one (phones), else the link copied with a toast. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the angler closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Share it with your fishing buddies.' });
    } catch {
      toast({ title: 'Copy this link', description: url });
    }
  };
  return (
    <Button variant="outline" onClick={share}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
