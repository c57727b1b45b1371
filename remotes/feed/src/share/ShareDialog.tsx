import { useState, type ComponentProps, type ReactNode } from 'react';
import { Fish, Sparkles } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, useDiscardGuard, phoneSheet } from '@tightlines/kit';
import { CatchForm } from './CatchForm.tsx';
import { ContentForm } from './ContentForm.tsx';

type Step = 'choose' | 'catch' | 'content';

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where it opens: the chooser (spec part 1 §4), or straight into a form — the Share Catch
   * button has already said what the angler shares, so it is not asked again (no Back then).
   */
  start?: Step;
  /** The catch form's starting place and words (a track's waypoint shared as a catch). */
  prefill?: ComponentProps<typeof CatchForm>['prefill'];
}

/**
 * Share Your Experience (spec part 1 §4): a chooser, then the catch form or the content form;
 * Back returns to the chooser; success (and closing) resets it. Closing, or Back, with
 * something typed asks first ('Discard your changes?').
 */
export function ShareDialog({ open, onOpenChange, start = 'choose', prefill }: ShareDialogProps) {
  const [step, setStep] = useState<Step>(start);
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);
  const close = () => {
    setStep(start);
    setDirty(false);
    onOpenChange(false);
  };
  const back =
    start === 'choose'
      ? () =>
          guard.confirm(() => {
            setDirty(false);
            setStep('choose');
          })
      : undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : guard.confirm(close))}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>{step === 'catch' ? 'Upload a Catch' : step === 'content' ? 'Share Content' : 'Share Your Experience'}</DialogTitle>
          <DialogDescription>
            {step === 'choose'
              ? 'What would you like to share?'
              : step === 'catch'
                ? 'Species, size and the story behind it.'
                : 'A photo, a video or a few words.'}
          </DialogDescription>
        </DialogHeader>
        {step === 'choose' && (
          <div className="grid gap-3 sm:grid-cols-2">
            <ChoiceButton
              icon={<Fish aria-hidden />}
              title="Upload a Catch"
              text="Log species, length and weight with a photo"
              onClick={() => setStep('catch')}
            />
            <ChoiceButton
              icon={<Sparkles aria-hidden />}
              title="Share Content"
              text="Photos, videos or tips for other anglers"
              onClick={() => setStep('content')}
            />
          </div>
        )}
        {step === 'catch' && <CatchForm onShared={close} onBack={back} onDirtyChange={setDirty} prefill={prefill} />}
        {step === 'content' && <ContentForm onShared={close} onBack={back} onDirtyChange={setDirty} />}
        {guard.prompt}
      </DialogContent>
    </Dialog>
  );
}

function ChoiceButton({ icon, title, text, onClick }: { icon: ReactNode; title: string; text: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-32 flex-col items-start gap-2 rounded-2xl border-2 border-border bg-card p-4 text-left transition-colors hover:border-primary hover:bg-secondary/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground [&_svg]:size-6">
        {icon}
      </span>
      <span className="text-lg font-semibold">{title}</span>
      <span className="text-sm text-muted-foreground">{text}</span>
    </button>
  );
}
