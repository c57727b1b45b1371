import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { LOCATION_PRECISIONS, LOCATION_PRECISION_LABELS, type LocationPrecision } from '@tightlines/contracts';
import { cn } from '@tightlines/kit';

interface PrecisionChoiceProps {
  /** The id of the words naming the audience ("Everyone sees"). */
  labelledBy: string;
  value: LocationPrecision;
  onChange: (precision: LocationPrecision) => void;
  disabled?: boolean;
}

/**
 * The five precisions as a segmented control (Radix radio group: arrow keys move, one tab stop). The
 * segments wrap onto more lines on a phone rather than shrink their words, each line filled evenly.
 */
export function PrecisionChoice({ labelledBy, value, onChange, disabled }: PrecisionChoiceProps) {
  return (
    <RadioGroupPrimitive.Root
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={(next) => onChange(next as LocationPrecision)}
      disabled={disabled}
      orientation="horizontal"
      className="flex min-w-0 flex-wrap gap-1 rounded-xl bg-muted p-1"
    >
      {LOCATION_PRECISIONS.map((precision) => (
        <RadioGroupPrimitive.Item
          key={precision}
          value={precision}
          className={cn(
            'min-h-9 grow rounded-lg px-2.5 text-center text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
            'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            'data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
        >
          {LOCATION_PRECISION_LABELS[precision]}
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
