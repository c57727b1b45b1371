import { Fish, CloudOff } from 'lucide-react';
import { RequiredMark } from '@tightlines/kit';
import { RadioCard, RadioGroup } from '@tightlines/kit/forms';

/** Step 2: the trip was successful or not (spec §5: an outcome is required). */
export function OutcomeStep({ value, onChange }: { value: boolean | null; onChange: (success: boolean) => void }) {
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold">
        How did it go?
        <RequiredMark />
      </h3>
      <RadioGroup
        aria-label="Trip outcome"
        aria-required
        className="sm:grid-cols-2"
        value={value === null ? '' : value ? 'successful' : 'unsuccessful'}
        onValueChange={(choice) => onChange(choice === 'successful')}
      >
        <RadioCard value="successful" className="min-h-24">
          <Fish aria-hidden className="size-8 shrink-0 text-primary" />
          <span>
            <span className="block font-semibold">Successful</span>
            <span className="text-sm text-muted-foreground">Caught fish!</span>
          </span>
        </RadioCard>
        <RadioCard value="unsuccessful" className="min-h-24">
          <CloudOff aria-hidden className="size-8 shrink-0 text-muted-foreground" />
          <span>
            <span className="block font-semibold">Unsuccessful</span>
            <span className="text-sm text-muted-foreground">No luck this time</span>
          </span>
        </RadioCard>
      </RadioGroup>
    </div>
  );
}
